import Foundation
import Testing

/// `scripts/push-peer`: a push message read as a push service and a browser would, by
/// implementations that are not Almanac's (http-ece decrypts, cryptography verifies the JWT).
enum PushPeer {
    /// Runs `scripts/push-peer` with `request` on its standard input; its answer, parsed.
    static func read(_ request: [String: String]) async throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/push-peer").path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        let answer: Data = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { _ in continuation.resume(returning: output.fileHandleForReading.readDataToEndOfFile()) }
            do {
                try process.run()
                try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: request))
                try input.fileHandleForWriting.close()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        #expect(process.terminationStatus == 0, "scripts/push-peer failed (its errors are above)")
        return try JSONSerialization.jsonObject(with: answer) as? [String: Any] ?? [:]
    }
}
