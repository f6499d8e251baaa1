import AlmanacPresentation

/// An SVG chart whose shapes stretch to the width they are given while its text keeps the size
/// the stylesheet gives it (12 px), on a 390 px phone as on a 1280 px desktop. The shapes are
/// drawn in an inner drawing of `width` × `height` units stretched across (lines keep their
/// thickness); the labels sit in the outer drawing, placed across by percentage and down in
/// pixels, which are the inner units too, since the height is fixed.
enum ChartFrame {
    struct Label {
        /// In the inner drawing's units.
        let x: Double
        let y: Double
        let text: String
        /// `start`, `middle` or `end`.
        var anchor = "start"
        /// Shown only on wide screens: on a phone every other label gives way, so none touch.
        var isMinor = false
        /// Extra attributes (`dominant-baseline`).
        var attributes: HTML = .empty
    }

    /// - Parameters:
    ///   - attributes: the outer drawing's accessibility attributes (`role`, `aria-label…`).
    ///   - description: its `<title>` or `<desc>`, read by screen readers.
    static func render(width: Int, height: Int, attributes: HTML, description: HTML, shapes: HTML, labels: [Label]) -> HTML {
        let texts = labels.map { label -> HTML in
            let across = NumberText.decimal(label.x / Double(max(width, 1)) * 100, decimals: 2)
            return
                "<text class=\"axis\(HTML.when(label.isMinor, " minor"))\" x=\"\(across)%\" y=\"\(NumberText.decimal(label.y, decimals: 1))\" text-anchor=\"\(label.anchor)\"\(label.attributes)>\(label.text)</text>"
        }
        return """
            <svg class="chart-frame" width="100%" height="\(height)" \(attributes)>
              \(description)
              <svg width="100%" height="\(height)" viewBox="0 0 \(width) \(height)" preserveAspectRatio="none" aria-hidden="true">\(shapes)</svg>
              \(texts)
            </svg>
            """
    }
}
