/// Every outside link a launch may carry; each one is optional.
public struct LaunchLinks: Hashable, Sendable, Codable {
    public var patchSmall: String?
    public var patchLarge: String?
    public var article: String?
    public var wikipedia: String?
    public var webcast: String?
    public var youtubeID: String?
    public var presskit: String?
    public var redditCampaign: String?
    public var redditLaunch: String?
    public var redditMedia: String?
    public var redditRecovery: String?

    public init(
        patchSmall: String? = nil, patchLarge: String? = nil, article: String? = nil,
        wikipedia: String? = nil, webcast: String? = nil, youtubeID: String? = nil,
        presskit: String? = nil, redditCampaign: String? = nil, redditLaunch: String? = nil,
        redditMedia: String? = nil, redditRecovery: String? = nil
    ) {
        self.patchSmall = patchSmall
        self.patchLarge = patchLarge
        self.article = article
        self.wikipedia = wikipedia
        self.webcast = webcast
        self.youtubeID = youtubeID
        self.presskit = presskit
        self.redditCampaign = redditCampaign
        self.redditLaunch = redditLaunch
        self.redditMedia = redditMedia
        self.redditRecovery = redditRecovery
    }
}
