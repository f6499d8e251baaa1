import AlmanacCore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/graphql` over HTTP: POST and GET answer the same JSON; a GET is kept with its ETag (304 on
/// a match) unless it reads the visitor's own cities; a browser gets the explorer page; bad
/// requests are 400s in GraphQL's error shape; the schema is served as text. No upstream is asked.
@Suite("GraphQL: over HTTP")
struct GraphQLWebTests {
    typealias Browser = ProfileWebTests.Browser

    private static func json(_ body: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    private static func encoded(_ query: String) -> String {
        query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test("POST and GET answer alike; a GET is answered 304 to its ETag; nothing reaches an upstream")
    func postAndGet() async throws {
        let upstream = ScriptedUpstream([:])
        try await withLoopbackServer(upstream.application) { base in
            try await WebApp.make(factsURL: base, weatherURL: base).test(.router) { client in
                let query =
                    #"{ person(personID: 1) { name homeworld { name } } company { name } launches(first: 1) { totalCount } factOfTheDay { text } }"#
                let body = try JSONSerialization.data(withJSONObject: ["query": query])
                let posted = try await client.execute(
                    uri: "/graphql", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body)
                ) { ($0.status, String(buffer: $0.body)) }
                #expect(posted.0 == .ok)
                let data = try #require(try Self.json(posted.1)["data"] as? [String: Any])
                #expect((data["person"] as? [String: Any])?["name"] as? String == "Luke Skywalker")
                #expect((data["company"] as? [String: Any])?["name"] as? String == "TestX")
                let got = try await client.get("/graphql?query=" + Self.encoded(query))
                #expect(got.status == .ok)
                #expect(got.body == posted.1)
                #expect(got.headers[.contentType]?.hasPrefix("application/json") == true)
                let etag = try #require(got.headers[.eTag])
                #expect(try await client.get("/graphql?query=" + Self.encoded(query), headers: [.ifNoneMatch: etag]).status == .notModified)
                // A form's `+` is a space.
                let plus = try await client.get("/graphql?query=%7B+allFilms+%7B+totalCount+%7D+%7D")
                #expect(plus.body == #"{"data":{"allFilms":{"totalCount":2}}}"#)
            }
        }
        #expect(upstream.totalRequests == 0)
    }

    @Test("a kept answer follows safe mode: the same query shows explicit categories only to a browser that asked for them")
    func keptAnswersFollowSafeMode() async throws {
        try await WebApp.make().test(.router) { client in
            let uri = "/graphql?query=" + Self.encoded("{ factCategories }")
            let body = try JSONSerialization.data(withJSONObject: ["query": "{ factCategories }"])
            for _ in 0..<2 {
                #expect(!(try await client.get(uri).body.contains("explicit")))
                let included = try await client.get(uri, headers: [.cookie: "explicit=include"])
                #expect(included.body.contains(#""explicit""#))
                let posted = try await client.execute(
                    uri: "/graphql", method: .post, headers: [.contentType: "application/json", .cookie: "explicit=include"],
                    body: ByteBuffer(bytes: body)
                ) { String(buffer: $0.body) }
                #expect(posted.contains(#""explicit""#))
                let plain = try await client.execute(
                    uri: "/graphql", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body)
                ) { String(buffer: $0.body) }
                #expect(!plain.contains("explicit"))
            }
        }
    }

    @Test("saved cities are the visitor's own: private, never kept, and a query makes no profile")
    func personal() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            let uri = "/graphql?query=" + Self.encoded("{ savedCities { name forecast { timeZone } } }")
            let mine = try await ann.send(client, .get, uri)
            #expect(mine.body.contains(#""name":"Copenhagen""#))
            #expect(mine.body.contains(#""timeZone":"Europe/Copenhagen""#))
            #expect(mine.headers[.cacheControl]?.contains("private") == true)
            let numbers = try await ann.send(
                client, .get,
                "/graphql?query="
                    + Self.encoded(
                        "{ savedCities { forecast { current { windGusts windDirection pressure uvIndex visibility } daily { uvIndexMax daylightDuration } alerts { kind startsAt value } } } }"
                    ))
            #expect(
                numbers.body.contains(#""current":{"windGusts":31.7,"windDirection":230,"pressure":1012.4,"uvIndex":0,"visibility":24140"#),
                "\(numbers.body)")
            #expect(numbers.body.contains(#""daily":[{"uvIndexMax":0.8,"daylightDuration":27720.5}"#))
            #expect(numbers.body.contains(#""alerts":[]"#), "a forecast recorded days ago warns of nothing now")
            let theirs = try await bob.send(client, .get, uri)
            #expect(theirs.body == #"{"data":{"savedCities":[]}}"#)
            #expect(bob.cookie == nil, "a query makes no profile")
        }
    }

    @Test("asked at once, a visitor's own answer still goes to that visitor alone: runs of one query are shared only when nobody's own")
    func personalAtOnce() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let ann = Browser()
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            let annCookie = try #require(ann.cookie)
            let uri = "/graphql?query=" + Self.encoded("{ savedCities { name } }")
            let answers = try await withThrowingTaskGroup(of: (Bool, String).self) { group in
                for index in 0..<40 {
                    let isAnn = index.isMultiple(of: 2)
                    group.addTask {
                        (isAnn, try await client.get(uri, headers: isAnn ? [.cookie: annCookie] : [:]).body)
                    }
                }
                return try await group.reduce(into: [(Bool, String)]()) { $0.append($1) }
            }
            #expect(answers.count == 40)
            for (isAnn, body) in answers {
                #expect(body == (isAnn ? #"{"data":{"savedCities":[{"name":"Copenhagen"}]}}"# : #"{"data":{"savedCities":[]}}"#))
            }
        }
    }

    @Test("not GraphQL over HTTP: 400 or 415 with a message; a refused query is GraphQL's error shape")
    func badRequests() async throws {
        try await WebApp.make().test(.router) { client in
            func post(_ body: String, type: String = "application/json") async throws -> (HTTPResponse.Status, String) {
                try await client.execute(uri: "/graphql", method: .post, headers: [.contentType: type], body: ByteBuffer(string: body)) {
                    ($0.status, String(buffer: $0.body))
                }
            }
            let notJSON = try await post("{nope")
            #expect(notJSON.0 == .badRequest)
            #expect(notJSON.1.contains(#""message":"The body must be a JSON object"#))
            #expect(try await post(#"{"variables": {}}"#).1.contains("Must provide query string."))
            #expect(try await post(#"{"query": "{ allFilms { totalCount } }", "variables": [1]}"#).1.contains(#""variables\" must be a JSON object"#))
            #expect(try await post("query={}", type: "application/x-www-form-urlencoded").0 == .unsupportedMediaType)
            let syntax = try await post(#"{"query": "{ allFilms { "}"#)
            #expect(syntax.0 == .ok)
            #expect(syntax.1.hasPrefix(#"{"errors":[{"message":"Syntax Error"#))
            let variables = try await client.get(
                "/graphql?query=" + Self.encoded("query($id: ID) { film(filmID: $id) { title } }") + "&variables=%7B%22id%22%3A1%7D")
            #expect(variables.body == #"{"data":{"film":{"title":"A New Hope"}}}"#)
        }
    }

    @Test("a browser gets the explorer: query box, result laid out, examples, the types; what is typed stays text")
    func explorer() async throws {
        try await WebApp.make().test(.router) { client in
            let empty = try await client.get("/graphql", headers: [.accept: "text/html,application/xhtml+xml"])
            #expect(empty.status == .ok)
            #expect(empty.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(empty.body.contains("<textarea id=\"graphql-query\" name=\"query\""))
            #expect(empty.body.contains("<summary><code>PersonFilmsConnection</code></summary>"))
            let hostile = #"{ film(filmID: "<script>alert(1)</script>") { title } }"#
            let ran = try await client.get("/graphql?query=" + Self.encoded(hostile), headers: [.accept: "text/html"])
            #expect(ran.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!ran.body.contains("<script>alert(1)"))
            #expect(ran.body.contains("filmID must be a whole number of 1 or more"))
            let schema = try await client.get("/graphql/schema.graphql")
            #expect(schema.headers[.contentType]?.hasPrefix("text/plain") == true)
            #expect(schema.body.contains("type Person implements Node {"))
            #expect(try await client.get("/api/docs").body.contains("<a href=\"/graphql/schema.graphql\">"))
        }
    }
}
