/// Text an attacker puts in a query, a form or an upstream body to break out of HTML.
enum HostilePayloads {
    /// A quote fused with a combining acute accent: one grapheme cluster (U+0301).
    static let combiningQuote = "x\"\u{301} autofocus onfocus=alert(1) x=\""
    /// A tag behind an Arabic number sign, which prepends to what follows (U+0600).
    static let prependedTag = "\u{600}<img src=x onerror=alert(2)>\u{301}"
    /// A tag inside a zero-width-joiner emoji sequence.
    static let joinedTag = "👩\u{200D}<script>alert(3)</script>\u{200D}👧"
    /// A single quote and an ampersand entity trick.
    static let singleQuote = "' onmouseover='alert(4)' x='&lt;"
    /// A plain script tag.
    static let scriptTag = "<script>alert(5)</script>"

    static let all = [combiningQuote, prependedTag, joinedTag, singleQuote, scriptTag]

    /// Links a page must never make live.
    static let badURLs = [
        "javascript:alert(6)", " JaVaScRiPt:alert(7)", "data:text/html,<script>alert(8)</script>", "vbscript:msgbox(9)", "java\tscript:alert(10)",
    ]
}
