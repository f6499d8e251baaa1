import Foundation
import OpenAPIKit

@testable import AlmanacWeb

/// Checks the API's answers against its OpenAPI document: every `/api/v1` GET the test suite
/// sends through `TestClientProtocol.get` is checked here (its status is documented for its
/// operation, and its JSON fits that answer's schema), so a test of any API behaviour is also
/// a test that the document tells the truth about it.
enum APIContract {
    static let document = APIDocument.document
    static let schemas = SchemaCheck(components: document.components.schemas)

    /// What is wrong with `body`, answered with `status` to `method uri`; empty when it fits. A
    /// path the document does not have (the API's 404 catch-all) has nothing to fit.
    static func problems(method: String, uri: String, status: Int, body: String) -> [String] {
        let path = String(uri.split(separator: "?", maxSplits: 1).first ?? "")
        guard let (template, item) = operationPath(for: path),
            let operation = item.endpoints.first(where: { $0.method.rawValue.uppercased() == method })?.operation
        else { return [] }
        let key = OpenAPI.Response.StatusCode(integerLiteral: status)
        guard let response = operation.responses[key]?.responseValue else {
            return ["\(method) \(template) answered \(status), which the document does not list"]
        }
        guard let schema = response.content[.json]?.contentValue?.schema else { return [] }
        guard let json = try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed]) else {
            return ["\(method) \(template) answered \(status) with a body that is not JSON"]
        }
        return schemas.problems(json, schema, at: "\(method) \(template) \(status): body")
    }

    /// The documented path `path` is an instance of; literal segments win over placeholders
    /// (`/facts/search` before `/facts/{id}`).
    static func operationPath(for path: String) -> (String, OpenAPI.PathItem)? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var best: (score: Int, path: String, item: OpenAPI.PathItem)?
        for (documented, item) in document.paths {
            guard let item = item.pathItemValue else { continue }
            let pattern = documented.rawValue.split(separator: "/", omittingEmptySubsequences: false)
            guard pattern.count == segments.count else { continue }
            var score = 0
            let matches = zip(pattern, segments).allSatisfy { expected, actual in
                if expected.hasPrefix("{") { return !actual.isEmpty }
                score += 1
                return expected == actual
            }
            if matches, score > (best?.score ?? -1) { best = (score, documented.rawValue, item) }
        }
        return best.map { ($0.path, $0.item) }
    }
}

/// A JSON Schema check of decoded JSON (`JSONSerialization`'s values) against OpenAPIKit's
/// schemas: the keywords the Almanac document uses (types, null, enums, bounds, lengths in code
/// points, patterns, required and closed properties, items, all/one/any/not, `$ref`).
struct SchemaCheck {
    let components: OpenAPI.ComponentDictionary<JSONSchema>

    func problems(_ value: Any, _ schema: JSONSchema, at path: String) -> [String] {
        if value is NSNull, schema.nullable { return [] }
        if let allowed = schema.allowedValues, !allowed.isEmpty,
            !allowed.contains(where: { "\($0.value)" == "\(value)" })
        {
            return ["\(path): \(value) is not one of \(allowed.map { "\($0.value)" })"]
        }
        switch schema.value {
        case .null: return value is NSNull ? [] : ["\(path): \(value) is not null"]
        case .boolean: return Self.isBoolean(value) ? [] : ["\(path): \(value) is not a boolean"]
        case .integer(_, let context):
            guard !Self.isBoolean(value), let number = value as? Int else { return ["\(path): \(value) is not an integer"] }
            return bounds(
                Double(number), context.minimum.map { (Double($0.value), $0.exclusive) }, context.maximum.map { (Double($0.value), $0.exclusive) },
                path)
        case .number(_, let context):
            guard !Self.isBoolean(value), let number = (value as? Double) ?? (value as? Int).map(Double.init) else {
                return ["\(path): \(value) is not a number"]
            }
            return bounds(number, context.minimum.map { ($0.value, $0.exclusive) }, context.maximum.map { ($0.value, $0.exclusive) }, path)
        case .string(_, let context):
            guard let text = value as? String else { return ["\(path): \(value) is not a string"] }
            return stringProblems(text, context, path)
        case .object(_, let context):
            guard let object = value as? [String: Any] else { return ["\(path): \(value) is not an object"] }
            var found = context.requiredProperties.filter { object[$0] == nil }.map { "\(path): \($0) is missing" }
            for (name, property) in object {
                if let propertySchema = context.properties[name] {
                    found += problems(property, propertySchema, at: "\(path).\(name)")
                } else if case .a(false)? = context.additionalProperties {
                    found.append("\(path): \(name) is not a property it may have")
                }
            }
            return found
        case .array(_, let context):
            guard let items = value as? [Any] else { return ["\(path): \(value) is not an array"] }
            guard let itemSchema = context.items else { return [] }
            return items.enumerated().flatMap { index, item in problems(item, itemSchema, at: "\(path)[\(index)]") }
        case .all(let schemas, _):
            return schemas.flatMap { problems(value, $0, at: path) }
        case .one(let schemas, _):
            let fitting = schemas.filter { problems(value, $0, at: path).isEmpty }.count
            return fitting == 1 ? [] : ["\(path): fits \(fitting) of its oneOf schemas, not exactly one"]
        case .any(let schemas, _):
            return schemas.contains { problems(value, $0, at: path).isEmpty } ? [] : ["\(path): fits none of its anyOf schemas"]
        case .not(let schema, _):
            return problems(value, schema, at: path).isEmpty ? ["\(path): fits the schema it must not"] : []
        case .reference(let reference, _):
            guard let name = reference.name, let referenced = components[.init(stringLiteral: name)] else {
                return ["\(path): \(reference) names no schema"]
            }
            return problems(value, referenced, at: path)
        case .fragment: return []
        }
    }

    /// `JSONSerialization` gives numbers and booleans as `NSNumber`, and on Linux `0` and `1`
    /// cast to `Bool` too: a boolean is the one of its own class.
    private static func isBoolean(_ value: Any) -> Bool {
        type(of: value) == Bool.self || String(describing: type(of: value)).hasSuffix("Boolean")
    }

    private func bounds(_ number: Double, _ minimum: (Double, Bool)?, _ maximum: (Double, Bool)?, _ path: String) -> [String] {
        if let (low, exclusive) = minimum, exclusive ? number <= low : number < low { return ["\(path): \(number) is below \(low)"] }
        if let (high, exclusive) = maximum, exclusive ? number >= high : number > high { return ["\(path): \(number) is above \(high)"] }
        return []
    }

    private func stringProblems(_ text: String, _ context: JSONSchema.StringContext, _ path: String) -> [String] {
        let length = text.unicodeScalars.count
        if length < context.minLength { return ["\(path): \"\(text)\" is shorter than \(context.minLength)"] }
        if let maximum = context.maxLength, length > maximum { return ["\(path): \"\(text)\" is longer than \(maximum)"] }
        if let pattern = context.pattern {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["\(path): pattern \(pattern) does not compile"] }
            let whole = NSRange(text.startIndex..., in: text)
            if expression.firstMatch(in: text, range: whole) == nil { return ["\(path): \"\(text)\" does not match \(pattern)"] }
        }
        return []
    }
}
