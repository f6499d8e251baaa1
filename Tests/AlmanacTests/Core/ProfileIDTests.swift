import AlmanacCore
import Testing

@Suite("A visitor's id read from a cookie or a bearer token")
struct ProfileIDTests {
    @Test("32 lower-case hexadecimal digits, or `local`, name a profile")
    func accepted() throws {
        let token = "0123456789abcdef0123456789abcdef"
        #expect(try #require(ProfileID(token: token)).rawValue == token)
        #expect(ProfileID(token: "local") == .local)
        #expect(ProfileID(token: ProfileID.random().rawValue) != nil)
    }

    @Test("anything else names none: another length, upper case, other letters, other bytes")
    func refused() {
        let valid = "0123456789abcdef0123456789abcdef"
        let rest = String(valid.dropFirst())
        let refused: [String] = [
            "", String(valid.dropLast()), valid + "0", valid.uppercased(), "g" + rest, "/" + rest, ":" + rest, "`" + rest,
            // 32 bytes, but one of them part of a two-byte letter; and a digit with a combining mark.
            "é" + String(valid.dropFirst(2)), "0\u{301}" + String(valid.dropFirst(3)), "Local", "local ",
        ]
        for token in refused { #expect(ProfileID(token: token) == nil, "\(token.debugDescription)") }
    }
}
