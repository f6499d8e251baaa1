import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Testing

@Suite("Live server")
struct LiveServerTests {
    @Test("the server answers over real HTTP on loopback, pages and API alike")
    func smoke() async throws {
        let services = try await WebApp.services()
        try await withTransport(TransportConfiguration(retry: .none)) { transport in
            try await withLoopbackServer({ onRunning in
                try await buildApplication(services: services, configuration: WebConfiguration(port: 0), onServerRunning: onRunning)
            }) { baseURL in
                let page = try await transport.get(baseURL + "/launches", api: "test", accept: "text/html")
                #expect(String(decoding: page.body, as: UTF8.self).contains("6 launches"))
                let api = try await transport.get(baseURL + "/api/v1/launches?limit=1", api: "test")
                #expect(api.contentType == "application/json; charset=utf-8")
                let css = try await transport.get(baseURL + "/assets/app.css", api: "test", accept: "text/css")
                #expect(css.contentType?.hasPrefix("text/css") == true)
                let placeholder = try await transport.get(baseURL + "/img?url=http://127.0.0.1/secret.png", api: "test", accept: "image/*")
                #expect(placeholder.contentType == "image/svg+xml")
            }
        }
    }
}
