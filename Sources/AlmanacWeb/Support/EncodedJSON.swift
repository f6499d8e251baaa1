import Foundation

/// One JSON value encoded as the API encodes its answers (`JSONResponder`: keys sorted, slashes
/// not escaped), kept so that larger values and envelopes can be joined from it without encoding
/// it again: `JSONEncoder` costs over a hundred instructions a byte, joining a copy.
struct EncodedJSON: Sendable {
    let bytes: [UInt8]

    init(encoding value: some Encodable) throws {
        bytes = Array(try JSONResponder.encoder.encode(value))
    }

    /// `[first,second,…]`: the bytes `JSONEncoder` makes of the elements' values as an array.
    init(array elements: [EncodedJSON]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(elements.reduce(2) { $0 + $1.bytes.count + 1 })
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: element.bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        self.bytes = bytes
    }

    /// `{"key":value,…}` with the keys sorted and the nil members left out: the bytes
    /// `JSONEncoder` makes of a struct with these members (its synthesized encoding skips a nil
    /// optional). The keys are property names, plain ASCII letters, written as they are.
    init(object members: [String: EncodedJSON?]) {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            guard let value else { continue }
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: key.utf8)
            bytes.append(contentsOf: #"":"#.utf8)
            bytes.append(contentsOf: value.bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        self.bytes = bytes
    }
}
