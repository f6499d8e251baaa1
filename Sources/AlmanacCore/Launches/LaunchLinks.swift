/// Every outside link a launch may carry; each one is optional.
///
/// Most launches carry none (Launch Library 2's before webcasts were streamed), and every
/// launch of the read model holds its links: so they live in a box that is absent when there
/// are none, eight bytes in the launch rather than eleven optional texts (176 bytes, about 1.2 MB
/// over every provider's 7,241 launches).
public struct LaunchLinks: Hashable, Sendable, Codable {
    private let box: Box?

    public var patchSmall: String? { box?.fields.patchSmall }
    public var patchLarge: String? { box?.fields.patchLarge }
    public var article: String? { box?.fields.article }
    public var wikipedia: String? { box?.fields.wikipedia }
    public var webcast: String? { box?.fields.webcast }
    public var youtubeID: String? { box?.fields.youtubeID }
    public var presskit: String? { box?.fields.presskit }
    public var redditCampaign: String? { box?.fields.redditCampaign }
    public var redditLaunch: String? { box?.fields.redditLaunch }
    public var redditMedia: String? { box?.fields.redditMedia }
    public var redditRecovery: String? { box?.fields.redditRecovery }

    public init(
        patchSmall: String? = nil, patchLarge: String? = nil, article: String? = nil,
        wikipedia: String? = nil, webcast: String? = nil, youtubeID: String? = nil,
        presskit: String? = nil, redditCampaign: String? = nil, redditLaunch: String? = nil,
        redditMedia: String? = nil, redditRecovery: String? = nil
    ) {
        self.init(
            Fields(
                patchSmall: patchSmall, patchLarge: patchLarge, article: article, wikipedia: wikipedia, webcast: webcast,
                youtubeID: youtubeID, presskit: presskit, redditCampaign: redditCampaign, redditLaunch: redditLaunch,
                redditMedia: redditMedia, redditRecovery: redditRecovery))
    }

    private init(_ fields: Fields) {
        box = fields == Fields() ? nil : Box(fields)
    }

    /// The links, coded under their own names: the JSON is what it was before the box.
    private struct Fields: Hashable, Sendable, Codable {
        var patchSmall: String?
        var patchLarge: String?
        var article: String?
        var wikipedia: String?
        var webcast: String?
        var youtubeID: String?
        var presskit: String?
        var redditCampaign: String?
        var redditLaunch: String?
        var redditMedia: String?
        var redditRecovery: String?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try (box?.fields ?? Fields()).encode(to: encoder)
    }

    public static func == (lhs: LaunchLinks, rhs: LaunchLinks) -> Bool {
        (lhs.box?.fields ?? Fields()) == (rhs.box?.fields ?? Fields())
    }

    public func hash(into hasher: inout Hasher) {
        (box?.fields ?? Fields()).hash(into: &hasher)
    }
}
