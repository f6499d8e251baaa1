/// A joke's `value` as plain text. api.chucknorris.io sends a few jokes with HTML character
/// references left in their text ("the bullets in the gun&#65279; jump out"), which every page,
/// table and search would otherwise show or match as written. Decoded once, here, as the text
/// arrives: numeric references (`&#65279;`, `&#x2019;`) and the five XML named ones; a reference
/// to a control character, a surrogate or past U+10FFFF stays as written. Zero-width no-break
/// spaces (U+FEFF, a byte-order mark inside a sentence) are dropped: they only hide a word break.
/// The fetched object, exported as it came, keeps the original.
enum ChuckNorrisText {
    private static let named: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    private static let zeroWidthNoBreakSpace: Unicode.Scalar = "\u{FEFF}"

    static func plain(_ text: String) -> String {
        guard text.contains("&") || text.unicodeScalars.contains(zeroWidthNoBreakSpace) else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            // A reference is short: at most "#x10FFFF" or a named one before its ";".
            if let semicolon = rest[afterAmpersand...].prefix(9).firstIndex(of: ";"),
                let decoded = decode(rest[afterAmpersand..<semicolon])
            {
                result.unicodeScalars.append(decoded)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        result += rest
        result.unicodeScalars.removeAll { $0 == zeroWidthNoBreakSpace }
        return result
    }

    /// The character a reference's name (between `&` and `;`) stands for; nil when it is not one
    /// this decodes.
    private static func decode(_ name: Substring) -> Unicode.Scalar? {
        if let character = named[name] { return character.unicodeScalars.first }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let hexadecimal = digits.first == "x" || digits.first == "X"
        let number = hexadecimal ? digits.dropFirst() : digits
        // Digits only: `UInt32` would also take a sign.
        guard !number.isEmpty, number.allSatisfy({ hexadecimal ? $0.isHexDigit : ("0"..."9").contains($0) }),
            let value = UInt32(number, radix: hexadecimal ? 16 : 10), let scalar = Unicode.Scalar(value),
            scalar.properties.generalCategory != .control
        else { return nil }
        return scalar
    }
}
