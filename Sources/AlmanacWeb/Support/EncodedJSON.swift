import AlmanacCore
import Foundation

/// One JSON value encoded as the API encodes its answers (`JSONResponder`: keys sorted, slashes
/// not escaped), kept so that larger values and envelopes can be joined from it without encoding
/// it again: encoding with `JSONEncoder` costs far more than copying bytes already encoded.
struct EncodedJSON: Sendable {
    let bytes: [UInt8]
    /// What the ETag of an answer holding it is made of (`JSONResponder.encode(data:meta:)`):
    /// its bytes' `StableHash.bodyFingerprintValue`, or an array's made of its elements'. A row
    /// kept encoded is hashed once, not again with every list it is in.
    let fingerprint: UInt64

    init(encoding value: some Encodable) throws {
        self.init(bytes: Array(try JSONResponder.encoder.encode(value)))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        fingerprint = bytes.withUnsafeBytes(StableHash.bodyFingerprintValue)
    }

    /// `[first,second,…]`: the bytes `JSONEncoder` makes of the elements' values as an array.
    /// Its fingerprint is its elements' in order (`StableHash.bodyFingerprintValue(ofParts:)`),
    /// not its bytes': the same rows give the same one, however they came.
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
        fingerprint = StableHash.bodyFingerprintValue(ofParts: elements.map { $0.fingerprint })
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
        self.init(bytes: bytes)
    }
}
