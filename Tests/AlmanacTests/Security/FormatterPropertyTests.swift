import AlmanacCore
import AlmanacPresentation
import Foundation
import PropertyBased
import Testing

/// Every formatter of outside numbers and texts takes anything: a value or a dash, never a trap.
@Suite("Formatters under random extreme values")
struct FormatterPropertyTests {
    static let specials: [Double] = [
        .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18, -9.3e18, 1e15, .leastNonzeroMagnitude,
    ]

    @Test("numbers of any size format without trapping")
    func numbers() {
        var rng = Xoshiro(seed: (1, 2, 3, 4))
        // Magnitudes spread evenly over every power of ten a Double has, either sign.
        let magnitudes = zip(Gen.double(in: -30...308), Gen.bool())
        let draws =
            (0..<500).map { _ in
                let (exponent, negative) = magnitudes.run(using: &rng)
                return (negative ? -1 : 1) * pow(10, exponent)
            } + Self.specials
        for units in UnitSystem.allCases {
            let text = WeatherText(units: units)
            for value in draws {
                _ = NumberText.decimal(value, decimals: 2)
                _ = NumberText.whole(value)
                _ = text.degrees(value)
                _ = text.temperature(value)
                _ = text.speed(value)
                _ = text.precipitation(value)
                _ = WeatherText.percent(value)
                _ = text.temperatureValue(value)
            }
        }
        #expect(NumberText.whole(.nan) == "–")
        #expect(NumberText.decimal(1e300) == "unknown")
    }

    @Test("SWAPI values of any text parse and format without trapping")
    func galaxyTexts() {
        var rng = Xoshiro(seed: (5, 6, 7, 8))
        let characters = Gen.element(of: Array("0123456789,.-e+ nau/k"))
        let texts =
            (0..<500).map { _ in String(characters.array(of: 0...30).run(using: &rng).compactMap { $0 }) }
            + ["100000000000000000000", "99999999999999999999-12-31", "9223372036854775807-1-1", "-", ",", "1,", ",5"]
        for text in texts {
            _ = GalaxyNumber.parse(text)
            for kind in [GalaxyField.Kind.quantity(unit: "kg"), .date, .text] {
                _ = GalaxyValueText.text(text, kind: kind)
                _ = GalaxyField("x", kind).sortValue(of: text)
            }
        }
        #expect(GalaxyNumber.parse("100000000000000000000") == nil)
    }
}
