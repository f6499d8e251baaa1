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
    private static var chunkSize: Int { 64 * 1_024 }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let headers: HTTPFields = [
            .contentType: format.mediaType,
            .contentDisposition: "attachment; filename=\"\(name).\(format.rawValue)\"",
            .cacheControl: "no-store",
        ]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { [rows, table, format] writer in
                var chunk = ByteBuffer(string: table.opening(format))
                for (index, row) in rows.enumerated() {
                    chunk.writeString(table.line(row, format, isFirst: index == 0))
                    if chunk.readableBytes >= Self.chunkSize {
                        try await writer.write(chunk)
                        chunk.clear()
                    }
                }
                chunk.writeString(table.closing(format, wasEmpty: rows.isEmpty))
                try await writer.write(chunk)
                try await writer.finish(nil)
            })
    }
}
