import HTTPTypes
import Hummingbird
import NIOCore
import Testing

@testable import AlmanacWeb

@Suite("Cookies read from a request")
struct RequestCookieTests {
    private func request(_ cookieHeaders: [String]) -> Request {
        var fields = HTTPFields()
        for header in cookieHeaders { fields.append(HTTPField(name: .cookie, value: header)) }
        return Request(
            head: .init(method: .get, scheme: "http", authority: "x", path: "/", headerFields: fields), body: .init(buffer: ByteBuffer()))
    }

    @Test("a cookie's value is what Hummingbird's own parser reads, for each name in each header")
    func sameAsHummingbird() {
        let headers: [[String]] = [
            [], [""], ["tz=Europe%2FBerlin"], ["units=imperial; explicit=include; tz=Asia/Tokyo"],
            ["units=metric;explicit=include"], ["  units=metric ;  tz=UTC"], ["units="], ["units"], ["=units"],
            ["units=a=b"], ["units=first; units=second"], ["unitsx=1; units=2"], ["tz=UTC", "units=imperial"],
            ["units=imperial", "units=metric"], [";;; units=imperial;;"], ["almanac_profile=abc.def-ghi_jkl"],
            ["explicit=\"include\""],
        ]
        for cookieHeaders in headers {
            let request = request(cookieHeaders)
            for name in ["units", "tz", "explicit", "almanac_profile", "unitsx", ""] {
                #expect(request.cookie(name) == request.cookies[name]?.value, "\(name) in \(cookieHeaders)")
            }
        }
    }

    @Test("a combining mark after a semicolon neither hides the next cookie nor joins it to the last")
    func combiningMark() {
        let request = request(["units=imperial;\u{301}tz=UTC; explicit=include"])
        #expect(request.cookie("units") == "imperial")
        #expect(request.cookie("explicit") == "include")
        #expect(request.cookie("tz") == nil, "its name starts with the mark")
    }
}
