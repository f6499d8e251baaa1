import AlmanacPresentation
@testable import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import OpenAPIKit
import Testing

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
        let routed = Set(try registeredRoutes(services: try await WebApp.services(), configuration: WebConfiguration())
            .filter { $0.template.pattern.hasPrefix("/api/v1/") }
            .map { "\($0.method) \($0.template.pattern)" })
        var documented = Set<String>()
        for (path, item) in document.paths {
            for endpoint in item.pathItemValue?.endpoints ?? [] {
                documented.insert("\(endpoint.method.rawValue.uppercased()) \(path.rawValue.hasPrefix("/") ? "" : "/")\(path.rawValue)")
            }
        }
        #expect(routed.subtracting(documented).isEmpty, "routed, not documented: \(routed.subtracting(documented).sorted())")
        #expect(documented.subtracting(routed).isEmpty, "documented, not routed: \(documented.subtracting(routed).sorted())")
        #expect(routed.count >= 26)
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
            #expect(page.body.contains("<code>outcome</code></th><td>query</td><td>string, one of any, success, failure, upcoming, unknown</td>"), "\(page.body)")
            #expect(try await client.get("/spacex").body.contains(#"(<a href="/api/docs">docs</a>)"#))
        }
    }
}
