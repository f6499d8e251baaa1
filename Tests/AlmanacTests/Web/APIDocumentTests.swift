import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import HummingbirdTesting
import OpenAPIKit
import Testing

@testable import AlmanacWeb

/// The OpenAPI document at `/api/v1/openapi.json` is true to the router and valid OpenAPI 3.1.
@Suite("The API's OpenAPI document")
struct APIDocumentTests {
    private func document() async throws -> (OpenAPI.Document, Data) {
        try await WebApp.make().test(.router) { client in
            let answer = try await client.execute(uri: "/api/v1/openapi.json", method: .get) { $0 }
            #expect(answer.status == .ok && answer.headers[.contentType] == "application/json; charset=utf-8")
            let body = Data(answer.body.readableBytesView)
            return (try JSONDecoder().decode(OpenAPI.Document.self, from: body), body)
        }
    }

    @Test("every API operation the router registers is documented, and every documented one is routed")
    func matchesTheRouter() async throws {
        let (document, _) = try await document()
        let routed = Set(
            try registeredRoutes(services: try await WebApp.services(), configuration: WebConfiguration())
                .filter { $0.template.pattern.hasPrefix("/api/v1/") }
                .map { "\($0.method) \($0.template.pattern)" })
        let moved: [String] = MovedAddress.api.map { "GET \($0.from.pattern)" }
        let documented = Set(
            APIDocument.operations.map { "\($0.method.rawValue.uppercased()) \($0.template.pattern)" } + ["GET \(APIDocument.documentPath)"] + moved)
        #expect(routed.subtracting(documented).isEmpty, "routed, not documented: \(routed.subtracting(documented).sorted())")
        #expect(documented.subtracting(routed).isEmpty, "documented, not routed: \(documented.subtracting(routed).sorted())")
        #expect(routed.count >= 26)
        // Each operation is in the served document at its path (a resource's operations at theirs).
        for operation in APIDocument.operations {
            let item = document.paths[OpenAPI.Path(rawValue: operation.path)]?.pathItemValue
            #expect(item?[operation.method]?.operationId == operation.id, "\(operation.id) at \(operation.path)")
        }
        let operationPaths = Set(APIDocument.operations.map(\.path)).count
        #expect(document.paths.count == operationPaths + 1 + MovedAddress.api.count + MirrorAPIDocument.operations.count)
        // The mirrors, as pass-through operations: each is routed.
        let routedMirrors = Set(
            try registeredRoutes(services: try await WebApp.services(), configuration: WebConfiguration())
                .filter { $0.template.pattern.hasPrefix("/mirror/") }.map { "\($0.method) \($0.template.pattern)" })
        let documentedMirrors = Set(MirrorAPIDocument.operations.map { "\($0.method.rawValue.uppercased()) \($0.template.pattern)" })
        #expect(routedMirrors == documentedMirrors, "\(routedMirrors.symmetricDifference(documentedMirrors).sorted())")
    }

    @Test("every example in the document fits the schema it illustrates")
    func examplesFit() async throws {
        var checked = 0
        for operation in APIDocument.operations {
            let schemas = operation.parameters.compactMap { $0.schemaOrContent.schemaValue } + [operation.body].compactMap { $0 }
            for schema in schemas {
                for example in schema.examples {
                    let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(example), options: [.fragmentsAllowed])
                    let problems = APIContract.schemas.problems(json, schema, at: "\(operation.id) example")
                    #expect(problems.isEmpty, "\(problems)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 30)
    }

    @Test("a request made of the documented examples is answered as the document says, for every operation")
    func examplesAreAnswered() async throws {
        try await WebApp.make().test(.router) { client in
            for operation in APIDocument.operations {
                var path = operation.path
                var query: [String] = []
                for parameter in operation.parameters {
                    guard let example = parameter.schemaOrContent.schemaValue?.examples.first?.value else { continue }
                    let text = PercentEncoding.component("\(example)")
                    if parameter.location == .path {
                        path = path.replacingOccurrences(of: "{\(parameter.name)}", with: text)
                    } else {
                        query.append("\(parameter.name)=\(text)")
                    }
                }
                let uri = path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                let body = operation.body?.examples.first.map { try? JSONEncoder().encode($0) } ?? nil
                let answer = try await client.execute(
                    uri: uri, method: .init(operation.method.rawValue.uppercased())!,
                    headers: body == nil ? [:] : [.contentType: "application/json"], body: body.map { ByteBuffer(bytes: $0) }
                ) { $0 }
                let problems = APIContract.problems(
                    method: operation.method.rawValue.uppercased(), uri: uri, status: answer.status.code, body: String(buffer: answer.body))
                #expect(problems.isEmpty, "\(uri): \(problems)")
                #expect(answer.status.code < 500, "\(uri)")
            }
        }
    }

    @Test("undeclared methods are 405 with Allow; OPTIONS lists the methods; HEAD answers where GET does")
    func methods() async throws {
        try await WebApp.make().test(.router) { client in
            let trace = try await client.execute(uri: "/api/v1/facts/categories", method: .trace) { $0 }
            #expect(trace.status == .methodNotAllowed && trace.headers[.allow] == "GET, HEAD, OPTIONS")
            #expect(String(buffer: trace.body).contains(#""code":"method_not_allowed""#))
            let get = try await client.execute(uri: "/api/v1/refresh/spacex", method: .get) { $0 }
            #expect(get.status == .methodNotAllowed && get.headers[.allow] == "OPTIONS, POST")
            let options = try await client.execute(uri: "/api/v1/weather/cities/1", method: .options) { $0 }
            #expect(options.status == .noContent && options.headers[.allow] == "DELETE, OPTIONS, PATCH")
            let head = try await client.execute(uri: "/api/v1/spacex/company", method: .head) { $0 }
            #expect(head.status == .ok && head.body.readableBytes == 0)
            let page = try await client.execute(uri: "/spacex", method: .delete) { $0 }
            #expect(page.status == .methodNotAllowed && page.headers[.contentType]?.hasPrefix("text/html") == true)
        }
    }

    @Test("a wrong answer is caught: the contract check finds a status or a shape the document does not describe")
    func contractCheckBites() {
        #expect(!APIContract.problems(method: "GET", uri: "/api/v1/spacex/company", status: 418, body: "{}").isEmpty)
        let missingName = #"{"data": {"sentence": "s", "facts": [], "links": []}, "meta": {}}"#
        #expect(
            APIContract.problems(method: "GET", uri: "/api/v1/spacex/company", status: 200, body: missingName) == [
                "GET /api/v1/spacex/company 200: body.data: name is missing"
            ])
        let wrongType = #"{"error": {"code": 4, "message": "m"}}"#
        #expect(!APIContract.problems(method: "GET", uri: "/api/v1/facts/abc", status: 404, body: wrongType).isEmpty)
        #expect(APIContract.operationPath(for: "/api/v1/facts/search")?.0 == "/api/v1/facts/search")
        #expect(APIContract.operationPath(for: "/api/v1/facts/abc")?.0 == "/api/v1/facts/{id}")
    }

    @Test("it is OpenAPI 3.1 and passes OpenAPIKit's validation; every path parameter is declared")
    func valid() async throws {
        let (document, body) = try await document()
        #expect(document.openAPIVersion == .v3_1_1)
        try document.validate()
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(json["openapi"] as? String == "3.1.1")
    }

    @Test("/api/docs draws every operation with its parameters, and every footer links to it")
    func docsPage() async throws {
        try await WebApp.make().test(.router) { client in
            let page = try await client.get("/api/docs")
            #expect(page.status == .ok && page.headers[.contentType]?.hasPrefix("text/html") == true)
            for operation in APIDocument.operations {
                #expect(page.body.contains(#"<section class="api-operation" id="\#(operation.id)">"#), "\(operation.id)")
            }
            #expect(
                page.body.contains("<code>outcome</code></th><td>query</td><td>string, one of any, success, failure, upcoming, unknown</td>"),
                "\(page.body)")
            #expect(page.body.contains("<code>limit</code></th><td>query</td><td>integer from 1 to 100</td>"))
            #expect(
                page.body.contains(#"<section class="api-operation" id="peopleList">"#) && page.body.contains("<code>GET /api/v1/swapi/people</code>")
            )
            #expect(try await client.get("/spacex").body.contains(#"(<a href="/api/docs">docs</a>)"#))
        }
    }
}
