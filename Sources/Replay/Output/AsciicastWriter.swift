import SessionEngine

/// Builds an asciinema asciicast v2 recording whose bytes depend only on what it is given.
///
/// The header has no timestamp, times are written with six decimals from whole microseconds, and
/// JSON strings are escaped here rather than by a serializer, so the same tape gives the same file
/// on every machine. Times never go backwards: an earlier time is raised to the previous one.
public struct AsciicastWriter: Equatable, Sendable {
  /// One line after the header.
  private struct Event: Equatable, Sendable {
    /// When, in whole microseconds from the start.
    var microseconds: Int64
    /// `o` for output, `m` for a marker.
    var code: String
    /// The output bytes or the marker's label.
    var data: String
  }

  /// Terminal width in cells.
  public var width: Int
  /// Terminal height in cells.
  public var height: Int
  /// The recording's title, omitted from the header when `nil`.
  public var title: String?
  /// The `TERM` the recording was made for.
  public var term: String
  private var events: [Event] = []

  /// Creates an empty recording of a `width` × `height` terminal.
  public init(width: Int, height: Int, title: String?, term: String = "xterm-256color") {
    self.width = width
    self.height = height
    self.title = title
    self.term = term
  }

  /// The time of the last event, in seconds (0 when there is none).
  public var lastTime: Double { Double(events.last?.microseconds ?? 0) / 1_000_000 }

  /// Records terminal output `data` at `seconds` from the start; empty data records nothing.
  public mutating func output(_ data: String, at seconds: Double) {
    guard !data.isEmpty else { return }
    append("o", data, Self.microseconds(seconds))
  }

  /// Records terminal output `data` at `elapsed` from the start; empty data records nothing.
  public mutating func output(_ data: String, at elapsed: Duration) {
    guard !data.isEmpty else { return }
    append("o", data, Self.microseconds(elapsed))
  }

  /// Records a marker named `label` at `seconds` from the start (players can jump to it).
  public mutating func marker(_ label: String, at seconds: Double) {
    append("m", label, Self.microseconds(seconds))
  }

  /// Records a marker named `label` at `elapsed` from the start.
  public mutating func marker(_ label: String, at elapsed: Duration) {
    append("m", label, Self.microseconds(elapsed))
  }

  /// Ends the recording at `elapsed`: a last event there gives the terminal its cursor back
  /// (the screens hide it) and holds the last screen until then, as a closing `Sleep` does.
  public mutating func end(at elapsed: Duration) {
    guard !events.isEmpty else { return }
    append("o", "\u{1B}[?25h", Self.microseconds(elapsed))
  }

  /// The whole file: the header line, then one `[time, code, data]` line per event.
  public func render() -> String {
    var header = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
    if let title { header += ", \"title\": \(Self.jsonString(title))" }
    header += ", \"env\": {\"TERM\": \(Self.jsonString(term))}}\n"
    var lines = [header]
    for event in events {
      lines.append(
        "[\(Self.seconds(event.microseconds)), \(Self.jsonString(event.code)), "
          + "\(Self.jsonString(event.data))]\n")
    }
    return lines.joined()
  }

  private mutating func append(_ code: String, _ data: String, _ microseconds: Int64) {
    let time = max(microseconds, events.last?.microseconds ?? 0)
    events.append(Event(microseconds: time, code: code, data: data))
  }

  private static func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    let scaled = (seconds * 1_000_000).rounded()
    return scaled >= 9e18 ? 9_000_000_000_000_000_000 : Int64(scaled)
  }

  private static func microseconds(_ elapsed: Duration) -> Int64 {
    let (seconds, attoseconds) = elapsed.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000)
    guard !total.overflow else { return seconds < 0 ? 0 : Int64.max }
    return max(0, total.partialValue + attoseconds / 1_000_000_000_000)
  }

  /// `microseconds` as seconds with exactly six decimals, e.g. `1.250000`.
  static func seconds(_ microseconds: Int64) -> String {
    var fraction = String(microseconds % 1_000_000)
    while fraction.count < 6 { fraction = "0" + fraction }
    return "\(microseconds / 1_000_000).\(fraction)"
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything else
  /// (including non-ASCII) kept as UTF-8.
  static func jsonString(_ text: String) -> String {
    JSONText.quote(text)
  }
}
