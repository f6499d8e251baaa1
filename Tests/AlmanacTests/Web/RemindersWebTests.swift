import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Reminders through the JSON API and the pages' forms on a per-visitor server: a refused
/// subscription stores nothing (not even a profile); each visitor's devices are their own; the
/// lead is a form post; "delete my data" takes devices, stars and the calendar token with it.
@Suite("Reminders: the JSON API and the pages")
struct RemindersWebTests {
    typealias Browser = ProfileWebTests.Browser

    /// A subscription body as a browser's `toJSON()` gives it.
    static func body(endpoint: String, p256dh: String? = nil, auth: String? = nil) -> String {
        let subscription = PushStoreContract.subscription("x")
        let object: [String: Any] = [
            "endpoint": endpoint, "expirationTime": NSNull(), "keys": ["p256dh": p256dh ?? subscription.p256dh, "auth": auth ?? subscription.auth],
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test("a subscription to this machine, a private network, plain http or with bad keys is a 400 naming the field, and makes no profile")
    func refusals() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let browser = Browser()
            let refused: [(String, String)] = [
                (Self.body(endpoint: "http://push.example.net/a"), "endpoint must be an https URL"),
                (Self.body(endpoint: "https://127.0.0.1:8080/a"), "endpoint must be on a public host"),
                (Self.body(endpoint: "https://localhost/a"), "endpoint must be on a public host"),
                (Self.body(endpoint: "https://10.0.0.7/a"), "endpoint must be on a public host"),
                (Self.body(endpoint: "https://[fe80::1]/a"), "endpoint must be on a public host"),
                (Self.body(endpoint: "https://169.254.169.254/latest"), "endpoint must be on a public host"),
                (Self.body(endpoint: "https://push.example.net/a", p256dh: "AAAA"), "p256dh must be an uncompressed P-256 point"),
                (Self.body(endpoint: "https://push.example.net/a", auth: "AAAA"), "auth must be 16 bytes"),
                (#"{"endpoint": "https://push.example.net/a"}"#, "body must be a push subscription"),
            ]
            for (body, message) in refused {
                let answer = try await browser.send(client, .post, "/api/v1/reminders/devices", body: body)
                #expect(answer.status == .badRequest && answer.body.contains(message), "\(body): \(answer.body)")
            }
            let badLead = try await browser.send(client, .put, "/api/v1/reminders/lead", body: #"{"lead": 30}"#)
            #expect(badLead.status == .badRequest && badLead.body.contains("lead must be one of 10, 60, 1440 minutes"))
            #expect(browser.cookie == nil, "nothing refused made a profile")
            let gone = try await browser.send(client, .delete, "/api/v1/reminders/devices/abc123")
            #expect(gone.status == .notFound)
        }
    }

    @Test(
        "a device subscribed is listed by its push service's host only; ten at most; the lead is set by the API and by a form; each visitor's are their own"
    )
    func devicesAndLead() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            let key = try APIBody(try await ann.send(client, .get, "/api/v1/push/key").body).data as? [String: Any]
            #expect(key?["publicKey"] as? String == WebApp.vapidPublicKey)
            let made = try await ann.send(
                client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/wpush/v2/ann"))
            #expect(made.status == .created && ann.cookie != nil)
            let reminders = try #require(try APIBody(made.body).data as? [String: Any])
            let devices = try #require(reminders["devices"] as? [[String: Any]])
            #expect(devices.count == 1 && devices[0]["service"] as? String == "push.example.net" && !made.body.contains("wpush/v2/ann"))
            #expect(devices[0]["id"] as? String == PushSubscription.id(ofEndpoint: "https://push.example.net/wpush/v2/ann"))
            #expect(reminders["lead"] as? Int == 60 && reminders["leadText"] as? String == "1 hour")

            for index in 2...PushReminders.subscriptionLimit {
                _ = try await ann.send(client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/\(index)"))
            }
            let tooMany = try await ann.send(client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/11"))
            #expect(tooMany.status == .conflict)

            let lead = try await ann.send(client, .put, "/api/v1/reminders/lead", body: #"{"lead": 1440}"#)
            #expect(try APIBody(lead.body).data.flatMap { $0 as? [String: Any] }?["leadText"] as? String == "1 day")
            let form = try await ann.send(client, .post, "/reminders/lead", body: "lead=10", form: true)
            #expect(form.status == .seeOther && form.headers[.location] == "/starred#reminders")
            let page = try await ann.send(client, .get, "/starred").body
            #expect(page.contains(#"<option value="10" selected>10 minutes</option>"#))
            #expect(page.components(separatedBy: "<li data-device=").count - 1 == PushReminders.subscriptionLimit)

            // Kinds of notice: on until turned off, by the API (an unknown kind refused) and by the form's checkboxes.
            let quiet = try await ann.send(client, .put, "/api/v1/reminders/notices", body: #"{"quiet": ["moved", "webcast-live"]}"#)
            let notices = try #require(try APIBody(quiet.body).data.flatMap { $0 as? [String: Any] }?["notices"] as? [[String: Any]])
            #expect(notices.map { $0["kind"] as? String } == ["reminder", "moved", "scrubbed", "webcast-live", "launched", "failed"])
            #expect(notices.map { $0["on"] as? Bool } == [true, false, true, false, true, true])
            let unknown = try await ann.send(client, .put, "/api/v1/reminders/notices", body: #"{"quiet": ["<script>"]}"#)
            #expect(
                unknown.status == .badRequest && unknown.body.contains("quiet must name kinds among reminder, moved")
            )
            let boxes = try await ann.send(
                client, .post, "/reminders/notices", body: "notice-reminder=on&notice-launched=on&notice-nonsense=on", form: true)
            #expect(boxes.status == .seeOther && boxes.headers[.location] == "/starred#reminders")
            let starred = try await ann.send(client, .get, "/starred").body
            #expect(starred.contains(#"<input type="checkbox" name="notice-launched" value="on" checked> At lift-off"#))
            #expect(starred.contains(#"<input type="checkbox" name="notice-webcast-live" value="on"> When its webcast goes live"#))

            let bobs = try APIBody(try await bob.send(client, .get, "/api/v1/reminders").body).data as? [String: Any]
            #expect((bobs?["devices"] as? [Any])?.isEmpty == true && bob.cookie == nil)
            let removed = try await bob.send(client, .delete, "/api/v1/reminders/devices/\(devices[0]["id"] as? String ?? "")")
            #expect(removed.status == .notFound, "not Bob's")

            let stop = try await ann.send(client, .post, "/reminders/devices/\(devices[0]["id"] as? String ?? "")/remove", form: true)
            #expect(stop.status == .seeOther)
            let left = try APIBody(try await ann.send(client, .get, "/api/v1/reminders").body).data as? [String: Any]
            #expect((left?["devices"] as? [Any])?.count == PushReminders.subscriptionLimit - 1)
        }
    }

    @Test(
        "weather alerts: set by the API (each wrong field refused by name, a 400, nothing made) and by the form on /starred and on a city's page, which it comes back to"
    )
    func weatherAlerts() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let ann = Browser()
            let refused = [
                (#"{"alerts": ["hail"]}"#, "alerts must name kinds among rain-soon"),
                (#"{"alerts": [], "rainChance": 5}"#, "rainChance must be a whole percent from 10 to 100 (got 5)"),
                (#"{"alerts": [], "quiet": {"from": "22:00"}}"#, "body must be {"),
                (#"{"alerts": [], "quiet": {"from": "22:00", "to": "24:00"}}"#, "quiet.to must be a time of day as HH:MM"),
                (#"{"alerts": [], "summaryAt": "7am<script>"}"#, "summaryAt must be a time of day as HH:MM"),
                (#"{"rainChance": 1e308}"#, "body must be {"),
                // A field of the wrong kind is named, as a wrong value is.
                (
                    #"{"alerts": [], "rainChance": 1e308}"#,
                    #""code":"invalid_rainChance","message":"rainChance must be a whole percent from 10 to 100 (got 1e+308)""#
                ),
                (#"{"alerts": [], "rainChance": 60.5}"#, "rainChance must be a whole percent from 10 to 100 (got 60.5)"),
                (#"{"alerts": [], "rainChance": "60"}"#, "rainChance must be a number"),
                (#"{"alerts": [1]}"#, "every item of alerts must be text"),
                (#"{"alerts": [], "quiet": {"from": 22, "to": "07:00"}}"#, #""code":"invalid_quiet.from","message":"quiet.from must be text""#),
                (#"{"alerts": [], "mutedCities": "all"}"#, "mutedCities must be a list"),
            ]
            for (body, message) in refused {
                let answer = try await ann.send(client, .put, "/api/v1/reminders/weather", body: body)
                #expect(answer.status == .badRequest && answer.body.contains(message), "\(body): \(answer.body)")
            }
            #expect(ann.cookie == nil, "nothing refused made a profile")

            let set = try await ann.send(
                client, .put, "/api/v1/reminders/weather",
                body:
                    #"{"alerts": ["rain-soon", "frost-tonight"], "rainChance": 50, "quiet": {"from": "22:00", "to": "07:00"}, "summaryAt": "07:00"}"#
            )
            let weather = try #require(try APIBody(set.body).data.flatMap { $0 as? [String: Any] }?["weather"] as? [String: Any])
            #expect(
                weather["rainChance"] as? Int == 50 && (weather["quiet"] as? [String: String]) == ["from": "22:00", "to": "07:00"]
                    && weather["summaryAt"] as? String == "07:00")
            #expect(weather["summaryText"] as? String == "Rain soon, Frost tonight, a summary at 07:00, quiet 22:00–07:00")
            let starred = try await ann.send(client, .get, "/starred").body
            #expect(starred.contains(#"<input type="checkbox" name="alert-frost-tonight" value="on" checked> Frost tonight"#))
            #expect(
                starred.contains(#"name="quiet.from" value="22:00""#)
                    && starred.contains(#"name="rainChance" min="10" max="100" step="5" value="50""#)
            )

            let city = try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"name": "Home", "latitude": 55.68, "longitude": 12.57}"#)
            let id = try #require((try APIBody(city.body).data as? [String: Any])?["id"] as? Int)
            let form = try await ann.send(
                client, .post, "/reminders/weather",
                body: "alert-thunderstorm=on&alert-bogus=on&rainChance=&quiet.from=&quiet.to=&summaryAt=06:30&alert-this-city=on&city=\(id)",
                form: true)
            #expect(form.status == .seeOther && form.headers[.location] == "/weather/cities/\(id)#alerts")
            let page = try await ann.send(client, .get, "/weather/cities/\(id)").body
            #expect(page.contains("<summary>Alerts on your devices: Thunderstorm, a summary at 06:30</summary>"))
            #expect(page.contains(#"<input type="checkbox" name="alert-rain-soon" value="on"> Rain soon"#), "a box not sent is off")
            // The city's own box: unchecked mutes it (its page says so); /starred's form keeps it muted; the API shows it.
            _ = try await ann.send(client, .post, "/reminders/weather", body: "alert-thunderstorm=on&city=\(id)", form: true)
            #expect(
                try await ann.send(client, .get, "/weather/cities/\(id)").body.contains("<summary>Alerts on your devices: Off for Home</summary>"))
            _ = try await ann.send(client, .post, "/reminders/weather", body: "alert-rain-soon=on", form: true)
            let kept = try APIBody(try await ann.send(client, .get, "/api/v1/reminders").body).data as? [String: Any]
            #expect((kept?["weather"] as? [String: Any])?["mutedCities"] as? [Int] == [id])
            _ = try await ann.send(client, .post, "/reminders/weather", body: "alert-rain-soon=on&alert-this-city=on&city=\(id)", form: true)
            #expect(try await ann.send(client, .get, "/weather/cities/\(id)").body.contains("<summary>Alerts on your devices: Rain soon</summary>"))
            let wrong = try await ann.send(client, .post, "/reminders/weather", body: "rainChance=lots", form: true)
            #expect(wrong.status == .badRequest && wrong.body.contains("rainChance must be a whole percent"))
        }
    }

    @Test("a visitor's reminders are kept for them until their profile changes (here by the lead's form)")
    func keptUntilTheProfileChanges() async throws {
        let database = try await AppDatabase.temporary()
        try await WebApp.perVisitor(over: database).app.test(.router) { (client: any TestClientProtocol) in
            let ann = Browser()
            _ = try await ann.send(client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/ann"))
            let first = try await ann.send(client, .get, "/api/v1/reminders")
            #expect(first.status == .ok && first.body.contains("push.example.net"))
            // A write behind the server's back, which counts no revision: the kept answer does not see it.
            try await database.execute("UPDATE push_subscription SET endpoint = 'https://push.example.org/ann'")
            #expect(try await ann.send(client, .get, "/api/v1/reminders").body == first.body, "answered from memory")
            _ = try await ann.send(client, .put, "/api/v1/reminders/lead", body: #"{"lead": 1440}"#)
            let redrawn = try await ann.send(client, .get, "/api/v1/reminders").body
            #expect(redrawn.contains("push.example.org") && redrawn.contains("1440"))
        }
    }

    @Test("\"download my data\" holds the devices and the lead; \"delete my data\" removes them, the stars and the calendar token")
    func deletion() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let ann = Browser()
            _ = try await ann.send(client, .put, "/api/v1/starred/launch/l1")
            _ = try await ann.send(client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/ann"))
            _ = try await ann.send(client, .put, "/api/v1/reminders/lead", body: #"{"lead": 10}"#)
            let page = try await ann.send(client, .get, "/starred").body
            let calendar = try #require(page.firstMatch(of: /starred\/launches\.ics\?token=([0-9a-f]+)/)?.output.1)
            #expect(try await ann.send(client, .get, "/starred/launches.ics?token=\(calendar)").status == .ok)
            let cookie = try #require(ann.cookie)
            // "Download my data" holds them (the device by its push service's host only).
            let held = try #require(try APIBody(try await ann.send(client, .get, "/api/v1/profile").body).data as? [String: Any])
            #expect(
                held["reminderLead"] as? Int == 10
                    && (held["reminderDevices"] as? [[String: Any]])?.first?["service"] as? String == "push.example.net")

            _ = try await ann.send(client, .delete, "/api/v1/profile")
            // The old profile's token, sent again as it was: nothing of it is left.
            ann.cookie = cookie
            let reminders = try APIBody(try await ann.send(client, .get, "/api/v1/reminders").body).data as? [String: Any]
            #expect((reminders?["devices"] as? [Any])?.isEmpty == true && reminders?["lead"] as? Int == 60)
            #expect((try APIBody(try await ann.send(client, .get, "/api/v1/starred").body).data as? [Any])?.isEmpty == true)
            #expect(try await ann.send(client, .get, "/starred/launches.ics?token=\(calendar)").status == .notFound)
        }
    }

    @Test("with --push off every reminder route is a 404 saying so, and /starred offers no reminders")
    func pushOff() async throws {
        let services = try await WebApp.services(database: try await AppDatabase.temporary(), load: true, push: false)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: .perVisitor))
        try await Application(router: router).test(.router) { client in
            let browser = Browser()
            let key = try await browser.send(client, .get, "/api/v1/push/key")
            #expect(key.status == .notFound && key.body.contains("--push off"))
            let subscribe = try await browser.send(
                client, .post, "/api/v1/reminders/devices", body: Self.body(endpoint: "https://push.example.net/a"))
            #expect(subscribe.status == .notFound && browser.cookie == nil)
            #expect(try await browser.send(client, .get, "/api/v1/reminders").status == .notFound)
            #expect(try await !browser.send(client, .get, "/starred").body.contains("id=\"reminders\""))
            #expect(try await browser.send(client, .post, "/reminders/lead", body: "lead=10", form: true).status == .notFound)
        }
    }
}
