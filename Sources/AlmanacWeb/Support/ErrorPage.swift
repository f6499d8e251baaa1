import AlmanacPresentation

/// A page that failed, in words, with a way forward. (Page models keep `freshness` and
/// `timeZone` as stored properties because Mustache reads values by reflection.)
struct ErrorPage: Sendable {
    let freshness: FreshnessViewModel?
    let timeZone: String
    let heading: String
    let message: String
    let retryURL: String
    let backURL: String
    let backLabel: String
}
