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
        #expect(try LaunchQuery(parsing: [.year: "2020"]).period == .year(2020))
        let range = try LaunchQuery(parsing: [.from: "2019-11", .to: "2020-02"]).period
        #expect(range == .months(from: YearMonth(year: 2019, month: 11), to: YearMonth(year: 2020, month: 2)))
        #expect(range.monthKeys?.lowest == 201911 && range.monthKeys?.highest == 202002)
        #expect(try LaunchQuery(parsing: [.year: " ", .search: "  "]).isFiltered == false)
    }

    @Test("filters narrow one another: a year with a range keeps the months both allow; a reversed range allows none")
    func combinedPeriods() throws {
        let both = try LaunchQuery(parsing: [.year: "2020", .from: "2019-11", .to: "2020-03"]).period
        #expect(both == .months(from: YearMonth(year: 2020, month: 1), to: YearMonth(year: 2020, month: 3)))
        let reversed = try LaunchQuery(parsing: [.from: "2021-05", .to: "2020-01"]).period
        #expect(reversed.monthKeys?.contains(202012) == false)
        #expect(reversed.monthKeys?.contains(202105) == false)
        let disjoint = try LaunchQuery(parsing: [.year: "2020", .from: "2022-01"]).period
        #expect(disjoint.monthKeys?.contains(202012) == false)
    }

    @Test(
        "bad input names the parameter and what is allowed",
        arguments: [
            ([.year: "20x1"], .year, "year must be four digits"),
            ([.from: "2021-13"], .from, "YYYY-MM"),
            ([.to: "21-01"], .to, "YYYY-MM"),
            ([.outcome: "won"], .outcome, "any, success, failure, upcoming, unknown"),
            ([.sort: "up"], .sort, "asc or desc"),
            ([.page: "0"], .page, "1 or more"),
            ([.page: "-1"], .page, "whole number"),
            ([.limit: "0"], .limit, "from 1 to 100"),
            ([.limit: "101"], .limit, "from 1 to 100"),
            ([.limit: "99999999999999"], .limit, "limit must be at most 100 (got \"99999999999999\")"),
            ([.page: "9223372036854775807"], .page, "page must be at most 999999999 (got \"9223372036854775807\")"),
            ([.page: "1e3"], .page, "page must be a whole number (got \"1e3\")"),
            ([.page: "１２"], .page, "page must be a whole number"),
            ([InputField("rocket"): String(repeating: "x", count: 101)], InputField("rocket"), "rocket must be at most 100 characters"),
        ] as [(LaunchQuery.Parameters, InputField, String)])
    func rejects(parameters: LaunchQuery.Parameters, field: InputField, hint: String) {
        #expect {
            _ = try LaunchQuery(parsing: parameters)
        } throws: { error in
            guard let error = error as? InvalidInput else { return false }
            return error.field == field && error.message.contains(hint)
        }
    }

    @Test("the words name fields as each front end spells them")
    func namingFields() {
        #expect(throws: InvalidInput.self) { try LaunchQuery(parsing: [.year: "20x1"]) }
        do {
            _ = try LaunchQuery(parsing: [.year: "20x1"])
        } catch {
            #expect(error.message { "--\($0.rawValue)" } == "--year must be four digits such as 2020 (got \"20x1\")")
        }
    }

    @Test("every link filter is a parameter, read and linked back")
    func linkParameters() throws {
        for link in LaunchLink.allCases {
            var raw = LaunchQuery.Parameters()
            raw[link: link] = " some name "
            #expect(try LaunchQuery(parsing: raw).links == [link: "some name"])
            #expect(raw.queryItems.contains { $0.0 == link.field.rawValue && $0.1 == " some name " })
            #expect(LaunchQuery.fields.contains(link.field))
        }
    }

    @Test("limit 1 and 100 are the edges that are allowed")
    func limitEdges() throws {
        #expect(try LaunchQuery(parsing: [.limit: "1"]).page.limit == 1)
        #expect(try LaunchQuery(parsing: [.limit: "100"]).page.limit == 100)
    }
}
