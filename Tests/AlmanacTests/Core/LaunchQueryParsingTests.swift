import AlmanacCore
import Testing

@Suite("Launch query parsing")
struct LaunchQueryParsingTests {
    @Test("defaults: any period, newest first, page 1 of 20")
    func defaults() throws {
        let query = try LaunchQuery(parsing: .init())
        #expect(query.period == .any)
        #expect(query.sort == .descending)
        #expect(query.page == (try PageRequest(page: 1, limit: 20)))
        #expect(!query.isFiltered)
    }

    @Test("a year and a month range are parsed; blank values count as absent")
    func periods() throws {
        #expect(try LaunchQuery(parsing: .init(year: "2020")).period == .year(2020))
        let range = try LaunchQuery(parsing: .init(from: "2019-11", to: "2020-02")).period
        #expect(range == .months(from: YearMonth(year: 2019, month: 11), to: YearMonth(year: 2020, month: 2)))
        #expect(range.monthKeys == 201911...202002)
        #expect(try LaunchQuery(parsing: .init(year: " ", search: "  ")).isFiltered == false)
    }

    @Test("bad input names the parameter and what is allowed", arguments: [
        (LaunchQuery.Parameters(year: "20x1"), "year", "four digits"),
        (LaunchQuery.Parameters(year: "2020", from: "2020-01"), "year", "not both"),
        (LaunchQuery.Parameters(from: "2021-05", to: "2020-01"), "from", "must not be after"),
        (LaunchQuery.Parameters(from: "2021-13"), "from", "YYYY-MM"),
        (LaunchQuery.Parameters(to: "21-01"), "to", "YYYY-MM"),
        (LaunchQuery.Parameters(outcome: "won"), "outcome", "any, success, failure, upcoming, unknown"),
        (LaunchQuery.Parameters(sort: "up"), "sort", "asc or desc"),
        (LaunchQuery.Parameters(page: "0"), "page", "1 or more"),
        (LaunchQuery.Parameters(page: "-1"), "page", "whole number"),
        (LaunchQuery.Parameters(limit: "0"), "limit", "from 1 to 100"),
        (LaunchQuery.Parameters(limit: "101"), "limit", "from 1 to 100"),
        (LaunchQuery.Parameters(limit: "99999999999999"), "limit", "whole number"),
    ])
    func rejects(parameters: LaunchQuery.Parameters, parameter: String, hint: String) {
        #expect {
            _ = try LaunchQuery(parsing: parameters)
        } throws: { error in
            guard let error = error as? InvalidInput else { return false }
            return error.parameter == parameter && error.message.contains(hint)
        }
    }

    @Test("limit 1 and 100 are the edges that are allowed")
    func limitEdges() throws {
        #expect(try LaunchQuery(parsing: .init(limit: "1")).page.limit == 1)
        #expect(try LaunchQuery(parsing: .init(limit: "100")).page.limit == 100)
    }
}
