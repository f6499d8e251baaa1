import AlmanacPresentation
import Hummingbird

/// A whole list as a file to keep (`/launches/all.csv`): every row, not a page, written about
/// 64 KB at a time as the rows are encoded, so a list of thousands is never one body in memory
/// and the first bytes leave before the last row is encoded. Made anew for each request (a
/// download is rare, and kept bodies of megabytes would crowd out the pages).
struct ListDownload<Row: Sendable>: ResponseGenerator {
    let rows: [Row]
    let table: ExportTable<Row>
    let format: DownloadFormat
    /// The file's name without its extension: "almanac-launches".
    let name: String

    /// Bytes gathered before they are written to the connection.
    private static var pieceSize: Int { 64 * 1_024 }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        // In gzip to a client that takes it, compressed piece by piece as it is written: the
        // every-provider list as CSV is megabytes, a tenth of that compressed.
        let compressed = ContentCoding.acceptsGzip(request.headers[.acceptEncoding])
        var headers: HTTPFields = [
            .contentType: format.mediaType,
            .contentDisposition: "attachment; filename=\"\(name).\(format.rawValue)\"",
            .cacheControl: "no-store",
            .vary: "Accept-Encoding",
        ]
        if compressed { headers[.contentEncoding] = "gzip" }
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { [rows, table, format] writer in
                let gzip = compressed ? try GzipStream() : nil
                try await table.write(rows, as: format, inPiecesOf: Self.pieceSize) { piece in
                    let bytes = ByteBuffer(string: piece)
                    if let gzip {
                        let written = try gzip.compress(bytes)
                        if written.readableBytes > 0 { try await writer.write(written) }
                    } else {
                        try await writer.write(bytes)
                    }
                }
                if let gzip { try await writer.write(try gzip.finish()) }
                try await writer.finish(nil)
            })
    }
}

extension ListDownload {
    /// `records` as a file whose rows each name their page (`page`) at the address the visitor used.
    static func linked<Record>(
        _ records: [Record], table: ExportTable<Row>, format: DownloadFormat, name: String, page: (Record) -> Route,
        request: Request, context: AlmanacRequestContext
    ) throws -> Response where Row == LinkedRecord<Record> {
        let origin = request.origin(context)
        let rows = records.map { LinkedRecord($0, pageURL: origin + page($0).href) }
        return try ListDownload(rows: rows, table: table, format: format, name: name).response(from: request, context: context)
    }
}
