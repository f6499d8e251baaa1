import Testing

@testable import AlmanacWeb

/// Form-encoded text (a post's body, a GraphQL GET's query string) read into fields.
@Suite("Form-encoded fields")
struct FormBodyTests {
    @Test("plus is a space, escapes are bytes of UTF-8, later duplicates win, empty pairs are skipped")
    func decoded() {
        let fields = FormBody.fields(
            of: "query=%7B+person%28personID%3A+1%29+%7B+name+%7D+%7D&variables=&plus=%2B+1&name=%C3%A9t%C3%A9&&page=1&page=2&flag")
        #expect(
            fields == [
                "query": "{ person(personID: 1) { name } }", "variables": "", "plus": "+ 1", "name": "été", "page": "2", "flag": "",
            ])
    }

    @Test("a broken escape or bytes that are not UTF-8 read as empty, never as part of another field")
    func broken() {
        #expect(FormBody.fields(of: "a=%zz&b=%4&c=%&d=%FF&e=ok") == ["a": "", "b": "", "c": "", "d": "", "e": "ok"])
        #expect(FormBody.fields(of: "%zz=1&x=%3D%26") == ["x": "=&"], "a name that cannot be read is no field")
    }
}
