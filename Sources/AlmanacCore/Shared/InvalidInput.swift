/// Input from outside (a query parameter, a form or body field, a flag) that cannot be used: which
/// field was wrong and the reason in words. The words name fields through `InputProblem`, so each
/// front end shows them in its own spelling (`year` on the web, `--year` in a terminal).
public struct InvalidInput: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field that was wrong.
    public let field: InputField
    /// What was wrong and what is allowed, in one sentence.
    public let problem: InputProblem
    /// The input is well formed but names nothing stored (a rocket, a category, a forecast day):
    /// the API answers 404 rather than 400, as for an unknown id in a path.
    public let namesNothingStored: Bool

    public init(_ field: InputField, _ problem: InputProblem) {
        self.init(field, problem, namesNothingStored: false)
    }

    private init(_ field: InputField, _ problem: InputProblem, namesNothingStored: Bool) {
        self.field = field
        self.problem = problem
        self.namesNothingStored = namesNothingStored
    }

    /// Well-formed input naming nothing stored; the problem lists what is.
    public static func unknown(_ field: InputField, _ problem: InputProblem) -> InvalidInput {
        InvalidInput(field, problem, namesNothingStored: true)
    }

    /// The reason with every field spelled by `name`.
    public func message(naming name: (InputField) -> String) -> String { problem.text(naming: name) }

    /// The reason with fields spelled as the web and the JSON API spell them.
    public var message: String { message { $0.rawValue } }

    public var description: String { message }
}

/// A sentence about input whose field names are filled in when it is shown: written as
/// `"\(.year) must be four digits"`, shown as "year must…" or "--year must…".
public struct InputProblem: Hashable, Sendable, ExpressibleByStringInterpolation {
    enum Part: Hashable, Sendable {
        case text(String)
        case field(InputField)
    }

    let parts: [Part]

    public init(stringLiteral value: String) { parts = [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public func text(naming name: (InputField) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let field): name(field)
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { appendText(literal) }

        /// A field, spelled by whoever shows the sentence.
        public mutating func appendInterpolation(_ field: InputField) { parts.append(.field(field)) }

        /// Anything else, as text (what was typed, the allowed choices).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { appendText(value.description) }

        /// Joins neighbouring text, so equal sentences are equal however they were written.
        private mutating func appendText(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = parts.last {
                parts[parts.count - 1] = .text(previous + text)
            } else {
                parts.append(.text(text))
            }
        }
    }
}
