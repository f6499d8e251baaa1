import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird

/// A visitor's own pages and API answers, kept drawn for them: the same URL asked again by the
/// same visitor (or by any visitor without a profile yet) is a look-up rather than a rebuild.
///
/// What such an answer shows is the profile's things, the datasets, the request's cookies and
/// the clock, so its key holds the profile's revision (which the store counts on every change,
/// whichever instance makes it, and which is read before anything is drawn), the versions of
/// the datasets it shows (only those: a forecast saved leaves a visitor's facts page kept),
/// the cookies, the visitor's minute (ages are shown in minutes; `minute(at:of:)`) and the
/// answer's frame (for a page its chrome, for an API answer its zone and day). An
/// answer drawn while an upstream was asked (a search, a missing forecast) is not kept: the next
/// request asks again, as it would have. One drawn while the upstream's circuit is open (nothing
/// was sent) is kept like any other, at most the minute. Only a GET's 200 is kept; HEAD is
/// answered from what GET kept.
struct PersonalAnswers<Frame: Hashable & Sendable>: Sendable {
    struct Key: Hashable, Sendable {
        let profile: ProfileID
        let revision: Int64
        let uri: String
        /// The host and scheme the request came by: some answers link to themselves by them (the
        /// starred page's calendar address, the calendar's events), and without a cookie to
        /// tell visitors apart (one profile for the machine) two hosts share one profile.
        let authority: String?
        let viaHTTPS: Bool
        let cookies: String
        /// Whether the request may add to the visitor's history: one sent by another site does
        /// not, so its page must not stand in for one that does.
        let remembers: Bool
        let minute: Int64
        let versions: [ChangeStamp]
        let frame: Frame

        /// What keeping the key costs: its text, and a kilobyte for the frame and the rest. A
        /// kept answer's own bytes are few (the rest is shared), so its key is most of what
        /// an entry holds, and must count against the budget.
        var memoryCost: Int { uri.utf8.count * 2 + (authority?.utf8.count ?? 0) + cookies.utf8.count + versions.count * 16 + 1024 }
    }

    /// Kept as differences from other visitors' (`BodyDeltas`): most of a visitor's page is the
    /// same as another's, and only the differences take memory per visitor.
    let cache: KeptBodies<Key, DeltaBody>
    let deltas: BodyDeltas

    init(byteLimit: Int, name: String) {
        let deltas = BodyDeltas()
        self.deltas = deltas
        cache = KeptBodies(byteLimit: byteLimit, name: name, keyCost: { $0.memoryCost }, sharedBytes: { deltas.liveBytes })
    }

    /// The key of what `request` is answered with, read before anything is drawn, with the
    /// `versions` of the datasets it shows (`FreshnessTable.versions(stating:drawnFrom:)`);
    /// nil when it cannot be kept (not a GET or HEAD, or the profile is gone).
    func key(_ request: Request, _ context: AlmanacRequestContext, versions: [ChangeStamp], frame: Frame) async throws -> Key? {
        guard request.method == .get || request.method == .head else { return nil }
        return key(request, context, owner: try await context.visitor.readingRevision(), versions: versions, frame: frame)
    }

    /// The same for what `owner` holds whoever asks (the profile a token in the address opens,
    /// read before anything is drawn); nil when it cannot be kept (not a GET or HEAD, or no owner).
    func key(_ request: Request, _ context: AlmanacRequestContext, owner: ProfileRevision?, versions: [ChangeStamp], frame: Frame) -> Key? {
        guard request.method == .get || request.method == .head, let owner else { return nil }
        return Key(
            profile: owner.profile, revision: owner.revision, uri: request.uri.description, authority: request.head.authority,
            viaHTTPS: context.client.viaHTTPS, cookies: request.headers[values: .cookie].joined(separator: "; "),
            remembers: context.visitor.mayRemember,
            minute: Self.minute(at: context.viewer.now(), of: owner.profile), versions: versions, frame: frame
        )
    }

    /// The minute a visitor's answers are kept for: the clock's, started at a second of the
    /// visitor's own (from their profile id). Each answer is still redrawn at least once a
    /// minute, but not every visitor's at the same second: with the clock's minute, 1,000
    /// visitors' pages were all redrawn at once at every turn of a minute, and a second of the
    /// benchmark that met one ran at half speed with a p99 of 60 ms.
    static func minute(at now: Date, of profile: ProfileID) -> Int64 {
        let start = Double(StableHash.fnv1a64Value(profile.rawValue.utf8) % 60)
        return Int64(exactly: ((now.timeIntervalSince1970 + start) / 60).rounded(.down)) ?? 0
    }

    /// Runs `draw` and keeps its body for `key` when it may be kept (see the type's notes).
    /// A request that changed the visitor's profile (a search remembered) is not kept: its key's
    /// revision is one no later request reads, so keeping it only cost the difference's
    /// working-out and pushed out answers that are asked again. One that made the profile (a
    /// first search) drew its page for that new profile, not the key's: kept, it would show a
    /// visitor without a profile another's. (`ofVisitor` false: the key's profile is one a token
    /// opened, which the request cannot change.)
    func drawing(
        _ request: Request, _ context: AlmanacRequestContext, key: Key?, ofVisitor: Bool = true,
        _ draw: () async throws -> (body: EncodedBody, status: HTTPResponse.Status, keepable: Bool)
    ) async throws -> (body: EncodedBody, status: HTTPResponse.Status) {
        let fetchesBefore = UpstreamCaller.current?.fetchesSent ?? 0
        let drawn = try await draw()
        if let key, drawn.keepable, drawn.status == .ok, request.method == .get, UpstreamCaller.current?.fetchesSent ?? 0 == fetchesBefore,
            !ofVisitor || !context.visitor.changedProfile
        {
            // Every personal route is registered, so the route is one of a few names.
            cache.store(deltas.kept(drawn.body, route: context.endpointPath ?? ""), for: key)
        }
        return (drawn.body, drawn.status)
    }
}

/// What a personal page's bytes depend on besides `PersonalAnswers.Key`'s: the viewer's day and
/// zone, and what its footers are said from (`FreshnessFooters.Key`, as a shared page's
/// `PageKey`): the frame is drawn only when the page is.
struct PersonalPageFrame: Hashable, Sendable {
    let day: Int
    let zone: String
    let footers: [FreshnessFooters.Key]
}

/// The same for a personal API answer: the zone and day its `meta` states, and since when its
/// dataset's refreshes fail (`meta.lastError`; a page's footer states it in its chrome), so a
/// failure shows at once rather than at the visitor's next minute.
struct PersonalAnswerFrame: Hashable, Sendable {
    let timeZone: String
    let day: Int
    let failingSince: Double?
}
