/// How log lines are written: as text, or one JSON object per line.
package enum LogFormat: String, Sendable {
    case text, json
}
