/// A dataset's pages and API calls as one value: the composition root builds it with the use
/// cases it needs (`WebSection.agencies(_:)` beside its controller) and hands it over in
/// `AlmanacServices.sections`, and the app registers every section's routes. A new dataset's
/// web face joins this way, without a property in `AlmanacServices` or a line in `buildRouter`.
public struct WebSection: Sendable {
    let addRoutes: @Sendable (_ pages: PageRoutes, _ api: APIRoutes) -> Void
}

extension WebSection {
    /// Several sections as one dataset's: Launch Library's sites and rockets.
    public static func combining(_ sections: WebSection...) -> WebSection {
        WebSection { pages, api in
            for section in sections { section.addRoutes(pages, api) }
        }
    }
}
