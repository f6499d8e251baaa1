import Foundation

/// The SpaceX API's `POST /v4/{list}/query`: a MongoDB-style `query` and mongoose-paginate's
/// `options`, the subset real clients send, over one list's records; answered in
/// mongoose-paginate's envelope (`docs`, `totalDocs`, `page`, `nextPage`…).
/// - `query`: a field (dotted for a nested one; an array matches when any element does) equal to
///   a value, or compared with `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin`,
///   `$exists`; `$and` and `$or` of such queries.
/// - `options`: `limit` (10; at most 1,000), `page` or `offset`, `sort` (`{"date_unix": -1}` or
///   `"-date_unix name"`; an object's fields apply in name order, as its order is not kept, a
///   string's in its own), `select` (`{"name": 1}` or `"name date_utc"`; the id always), `pagination:
///   false` (every match), `populate` of fields naming records of other lists.
/// Anything else (another operator, `$where`, a query nested deeper than 8) is the API's 400.
struct SpaceXQuery {
    struct Invalid: Error {
        let message: String
    }

    static let limitCap = 1_000
    static let depthCap = 8

    /// Fields whose value is the id of a record of another list, for `populate`.
    static let populatable = ["rocket": "rockets", "launchpad": "launchpads", "landpad": "landpads", "core": "cores"]

    /// The envelope for `body` over `records` (each a record as the API sends it); `lookup`
    /// finds a record of another list by list and id, for `populate`.
    static func answer(_ body: Data, records: [[String: Any]], lookup: (String, String) -> [String: Any]?) throws(Invalid) -> [String: Any] {
        let request: [String: Any]
        if body.isEmpty {
            request = [:]
        } else {
            guard let parsed = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                throw Invalid(message: "The body must be a JSON object with \"query\" and \"options\".")
            }
            request = parsed
        }
        let query = try object(request["query"], "query")
        let options = try object(request["options"], "options")
        var matching: [[String: Any]] = []
        for record in records where try matches(record, query, depth: 0) { matching.append(record) }
        if let sort = options["sort"] { try sorted(&matching, by: sort) }
        let total = matching.count
        let paginate = options["pagination"] as? Bool ?? true
        let limit = paginate ? min(max(try whole(options["limit"], "limit") ?? 10, 1), limitCap) : max(total, 1)
        let page: Int, offset: Int
        if let given = try whole(options["offset"], "offset"), paginate {
            offset = max(given, 0)
            page = offset / limit + 1
        } else {
            page = paginate ? max(try whole(options["page"], "page") ?? 1, 1) : 1
            offset = (page - 1) * limit
        }
        var docs: [[String: Any]] = []
        for var doc in matching.dropFirst(offset).prefix(limit) {
            if let populate = options["populate"] { doc = try populated(doc, populate, lookup: lookup) }
            if let select = options["select"] { doc = try selected(doc, select) }
            docs.append(doc)
        }
        let pages = max(Int((Double(total) / Double(limit)).rounded(.up)), 1)
        return [
            "docs": docs, "totalDocs": total, "offset": offset, "limit": limit, "totalPages": pages, "page": page,
            "pagingCounter": offset + 1, "hasPrevPage": page > 1, "hasNextPage": page < pages,
            "prevPage": page > 1 ? page - 1 : NSNull(), "nextPage": page < pages ? page + 1 : NSNull(),
        ]
    }

    private static func object(_ value: Any?, _ name: String) throws(Invalid) -> [String: Any] {
        guard let value else { return [:] }
        guard let object = value as? [String: Any] else { throw Invalid(message: "\"\(name)\" must be an object.") }
        return object
    }

    private static func whole(_ value: Any?, _ name: String) throws(Invalid) -> Int? {
        guard let value else { return nil }
        // The bound checked on the Double: `abs` of Int's smallest overflows, and that traps.
        guard let number = value as? NSNumber, number.doubleValue.magnitude < 1_000_000_000, let whole = Int(exactly: number.doubleValue) else {
            throw Invalid(message: "\"options.\(name)\" must be a whole number.")
        }
        return whole
    }

    /// The values at a dotted `path` of `record`, arrays opened along the way.
    private static func values(at path: Substring, in value: Any) -> [Any] {
        guard let dot = path.firstIndex(of: ".") else {
            if let array = value as? [Any] { return array.flatMap { values(at: path, in: $0) } }
            return (value as? [String: Any])?[String(path)].map { [$0] } ?? []
        }
        let head = path[..<dot], rest = path[path.index(after: dot)...]
        if let array = value as? [Any] { return array.flatMap { values(at: path, in: $0) } }
        guard let next = (value as? [String: Any])?[String(head)] else { return [] }
        return values(at: rest, in: next)
    }

    private static func matches(_ record: [String: Any], _ query: [String: Any], depth: Int) throws(Invalid) -> Bool {
        guard depth < depthCap else { throw Invalid(message: "The query is nested deeper than \(depthCap).") }
        for (key, condition) in query {
            switch key {
            case "$and", "$or":
                guard let parts = condition as? [[String: Any]], !parts.isEmpty else { throw Invalid(message: "\(key) takes an array of queries.") }
                var results: [Bool] = []
                for part in parts { results.append(try matches(record, part, depth: depth + 1)) }
                if key == "$and" ? results.contains(false) : !results.contains(true) { return false }
            case _ where key.hasPrefix("$"):
                throw Invalid(message: "unknown top level operator: \(key)")
            default:
                let found = values(at: Substring(key), in: record)
                if !(try holds(condition, for: found)) { return false }
            }
        }
        return true
    }

    /// Whether `condition` (a value, or an object of operators) holds for a field's `found` values.
    private static func holds(_ condition: Any, for found: [Any]) throws(Invalid) -> Bool {
        guard let operators = condition as? [String: Any], operators.keys.contains(where: { $0.hasPrefix("$") }) else {
            return found.contains { equal($0, condition) } || (condition is NSNull && found.isEmpty)
        }
        for (name, operand) in operators {
            let holds: Bool
            switch name {
            case "$eq": holds = found.contains { equal($0, operand) }
            case "$ne": holds = !found.contains { equal($0, operand) }
            case "$gt", "$gte", "$lt", "$lte":
                holds = found.contains { value in
                    guard let order = compare(value, operand) else { return false }
                    switch name {
                    case "$gt": return order == .orderedDescending
                    case "$gte": return order != .orderedAscending
                    case "$lt": return order == .orderedAscending
                    default: return order != .orderedDescending
                    }
                }
            case "$in", "$nin":
                guard let choices = operand as? [Any] else { throw Invalid(message: "\(name) needs an array") }
                let any = found.contains { value in choices.contains { equal(value, $0) } }
                holds = name == "$in" ? any : !any
            case "$exists":
                guard let wanted = operand as? Bool else { throw Invalid(message: "$exists needs true or false") }
                holds = found.isEmpty != wanted
            default:
                throw Invalid(message: "unknown operator: \(name)")
            }
            if !holds { return false }
        }
        return true
    }

    private static func equal(_ left: Any, _ right: Any) -> Bool {
        if let left = left as? String, let right = right as? String { return left == right }
        if left is NSNull || right is NSNull { return left is NSNull && right is NSNull }
        if let left = left as? NSNumber, let right = right as? NSNumber { return left == right }
        return false
    }

    /// Numbers by value, strings (ISO dates among them) by their characters; nil for two of different kinds.
    private static func compare(_ left: Any, _ right: Any) -> ComparisonResult? {
        if let left = left as? String, let right = right as? String {
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        }
        if let left = left as? NSNumber, let right = right as? NSNumber, !(left is Bool) { return left.compare(right) }
        return nil
    }

    private static func sorted(_ records: inout [[String: Any]], by sort: Any) throws(Invalid) {
        var keys: [(path: String, ascending: Bool)] = []
        if let text = sort as? String {
            keys = text.split(separator: " ").map { $0.hasPrefix("-") ? (String($0.dropFirst()), false) : (String($0), true) }
        } else if let object = sort as? [String: Any] {
            for (path, direction) in object.sorted(by: { $0.key < $1.key }) {
                switch direction {
                case let number as NSNumber where number == 1 || number == -1: keys.append((path, number == 1))
                case let word as String where ["asc", "ascending", "desc", "descending"].contains(word): keys.append((path, word.hasPrefix("asc")))
                default: throw Invalid(message: "Invalid sort value for \(path): use 1, -1, \"asc\" or \"desc\".")
                }
            }
        } else {
            throw Invalid(message: "\"options.sort\" must be an object or a string.")
        }
        records.sort { left, right in
            for key in keys {
                let (a, b) = (values(at: Substring(key.path), in: left).first, values(at: Substring(key.path), in: right).first)
                guard let a, let b, let order = compare(a, b), order != .orderedSame else { continue }
                return (order == .orderedAscending) == key.ascending
            }
            return false
        }
    }

    private static func selected(_ record: [String: Any], _ select: Any) throws(Invalid) -> [String: Any] {
        let fields: [String]
        if let text = select as? String {
            fields = text.split(separator: " ").map(String.init)
        } else if let object = select as? [String: Any] {
            fields = object.filter { ($0.value as? NSNumber)?.boolValue ?? false }.map(\.key)
        } else {
            throw Invalid(message: "\"options.select\" must be an object or a string.")
        }
        guard !fields.isEmpty else { return record }
        return record.filter { fields.contains($0.key) || $0.key == "id" }
    }

    private static func populated(
        _ record: [String: Any], _ populate: Any, lookup: (String, String) -> [String: Any]?
    ) throws(Invalid) -> [String: Any] {
        let paths: [String]
        if let text = populate as? String {
            paths = text.split(separator: " ").map(String.init)
        } else if let list = populate as? [Any] {
            paths = list.compactMap { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String) }
        } else if let object = populate as? [String: Any], let path = object["path"] as? String {
            paths = [path]
        } else {
            throw Invalid(message: "\"options.populate\" must name fields.")
        }
        var record = record
        for path in paths {
            guard let list = populatable[path] else { continue }
            if let id = record[path] as? String, let found = lookup(list, id) { record[path] = found }
        }
        return record
    }
}
