/// Input from outside (a query parameter, a flag, a file) that cannot be used, with the reason in words.
public struct InvalidInput: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter, flag or field that was wrong, as the user typed it.
    public let parameter: String
    /// What was wrong and what is allowed, in one sentence.
    public let message: String

    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    public var description: String { message }
}
