import AlmanacCore

/// The request's loader for what launches link to: the rockets and launch sites are read once
/// per request (a handful of rows), however many launches name them.
actor LaunchReferenceLoader {
    private let useCases: LaunchUseCases
    private var references: Task<LaunchReferences, any Error>?

    init(useCases: LaunchUseCases) { self.useCases = useCases }

    var choices: LaunchReferences {
        get async throws {
            if let references { return try await references.value }
            let task = Task { [useCases] in try await useCases.filterChoices() }
            references = task
            return try await task.value
        }
    }

    func rocket(id: String?) async throws -> Rocket? {
        guard let id else { return nil }
        return try await choices.rockets.first { $0.id == id }
    }

    func launchpad(id: String?) async throws -> Launchpad? {
        guard let id else { return nil }
        return try await choices.launchpads.first { $0.id == id }
    }
}
