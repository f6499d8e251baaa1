import AlmanacTestSupport
import Foundation
import Testing

/// The GraphQL explorer in a browser: an example fills the box, Run (and Ctrl+Enter) answers in
/// place and keeps the query in the address; on a phone nothing is wider than the screen.
@Suite(
    "GraphQL explorer in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct GraphQLBrowserTests {
    @Test("Run answers in place, Ctrl+Enter too; an example link runs without scripts' help; fits a phone", arguments: [390, 1280])
    func explorer(width: Int) async throws {
        try await withBrowserOnLiveApp(width: width, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/graphql")
            let box = try await browser.element("#graphql-query")
            try await browser.execute(
                "arguments[0].value = '{ allFilms(first: 1) { films { title } } }'; window.notReloaded = true", [WebDriver.reference(box)])
            try await browser.click(try await browser.element(xpath: "//form[@data-graphql]//button[. = 'Run']"))
            _ = try await browser.element(xpath: "//pre[@id='graphql-result' and contains(., '\"title\": \"A New Hope\"')]")
            // Answered in place: the address keeps the query, the page was not reloaded.
            #expect(try await browser.execute("return window.notReloaded === true") as? Bool == true)
            let address = try await browser.currentURL()
            #expect(address.contains("/graphql?query=%7B") && address.contains("allFilms"))
            try await browser.execute("arguments[0].value = '{ person(personID: 1) { name } }'", [WebDriver.reference(box)])
            try await browser.type("\u{E009}\u{E007}\u{E009}", into: box)  // Ctrl+Enter
            _ = try await browser.element(xpath: "//pre[@id='graphql-result' and contains(., 'Luke Skywalker')]")
            // The example's link is followed as a plain navigation (a tap on it at 390 px could land
            // on the fixed tab bar while the page still scrolled).
            let example = try await browser.element(xpath: "//a[. = 'Paging through people']")
            let href = try #require(try await browser.execute("return arguments[0].href", [WebDriver.reference(example)]) as? String)
            try await browser.open(href)
            _ = try await browser.element(xpath: "//pre[@id='graphql-result' and contains(., 'endCursor')]")
            let overflow = try await browser.execute("return document.documentElement.scrollWidth - window.innerWidth") as? Double
            #expect((overflow ?? 1) <= 0, "the explorer is \(overflow ?? -1) px wider than the screen")
        }
    }
}
