import AlmanacCore
import Foundation

/// How a replay server misbehaves, so clients can be tried against every way an upstream fails.
/// Rates are probabilities from 0 to 1, drawn per request.
public struct ReplayFaults: Sendable, Hashable, Codable {
    /// Wait before every answer, like a distant upstream.
    public var latency: Duration = .zero
    /// Answer `errorStatus` instead of the data.
    public var errorRate: Double = 0
    public var errorStatus: Int = 503
    /// Close the connection after the response head, before any of the body.
    public var resetRate: Double = 0
    /// Close the connection halfway through the body (its announced length is not reached).
    public var truncateRate: Double = 0
    /// Answer 200 with a body that is not JSON.
    public var malformedRate: Double = 0
    /// Answer JSON whose records have their text fields turned into numbers: schema drift.
    public var drift = false
    /// More than this many requests in one second are answered 429 with `Retry-After: 1`.
    public var rateLimit: Int?
    /// Accept the request and never answer.
    public var stall = false

    public init() {}

    /// Whether good answers are spoiled (drifted, malformed, cut off or dropped).
    var spoilsBodies: Bool { drift || malformedRate > 0 || resetRate > 0 || truncateRate > 0 }

    /// No fault at all.
    public var isHealthy: Bool { self == ReplayFaults() }

    enum CodingKeys: String, CodingKey {
        case latency = "latencyMs"
        case errorRate, errorStatus, resetRate, truncateRate, malformedRate, drift, rateLimit, stall
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latency = .milliseconds(try container.decodeIfPresent(Int.self, forKey: .latency) ?? 0)
        errorRate = try container.decodeIfPresent(Double.self, forKey: .errorRate) ?? 0
        errorStatus = try container.decodeIfPresent(Int.self, forKey: .errorStatus) ?? 503
        resetRate = try container.decodeIfPresent(Double.self, forKey: .resetRate) ?? 0
        truncateRate = try container.decodeIfPresent(Double.self, forKey: .truncateRate) ?? 0
        malformedRate = try container.decodeIfPresent(Double.self, forKey: .malformedRate) ?? 0
        drift = try container.decodeIfPresent(Bool.self, forKey: .drift) ?? false
        rateLimit = try container.decodeIfPresent(Int.self, forKey: .rateLimit)
        stall = try container.decodeIfPresent(Bool.self, forKey: .stall) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Int(latency.wholeMilliseconds), forKey: .latency)
        try container.encode(errorRate, forKey: .errorRate)
        try container.encode(errorStatus, forKey: .errorStatus)
        try container.encode(resetRate, forKey: .resetRate)
        try container.encode(truncateRate, forKey: .truncateRate)
        try container.encode(malformedRate, forKey: .malformedRate)
        try container.encode(drift, forKey: .drift)
        try container.encodeIfPresent(rateLimit, forKey: .rateLimit)
        try container.encode(stall, forKey: .stall)
    }

    /// Checks every value, naming the setting that is out of range.
    public func validate() throws(ReplayFaultError) {
        for (name, rate) in [
            ("error-rate", errorRate), ("reset-rate", resetRate), ("truncate-rate", truncateRate), ("malformed-rate", malformedRate),
        ]
        where !(0...1).contains(rate) {
            throw ReplayFaultError("\(name) must be a probability from 0 to 1 (got \(rate))")
        }
        guard (400...599).contains(errorStatus) else {
            throw ReplayFaultError("error-status must be an HTTP error status from 400 to 599 (got \(errorStatus))")
        }
        if let rateLimit, rateLimit < 1 { throw ReplayFaultError("rate-limit must be 1 or more requests per second (got \(rateLimit))") }
    }
}

/// A fault setting that is out of range.
public struct ReplayFaultError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Turns a JSON body into a drifted one: the first record (the top-level object, or the first
/// element of a top-level array, or of an array the top-level object holds) has its text values
/// turned into numbers. A client that checks types notices; one that does not would store nonsense.
enum SchemaDrift {
    static func apply(to body: Data) -> Data {
        guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else { return body }
        let drifted = drift(json, depth: 0)
        return (try? JSONSerialization.data(withJSONObject: drifted, options: [.fragmentsAllowed])) ?? body
    }

    private static func drift(_ value: Any, depth: Int) -> Any {
        switch value {
        case is String: return 42
        case let array as [Any]:
            guard let first = array.first else { return array }
            return [drift(first, depth: depth + 1)] + array.dropFirst()
        case let object as [String: Any]:
            guard depth < 3 else { return object }
            return object.mapValues { drift($0, depth: depth + 1) }
        default: return value
        }
    }
}
