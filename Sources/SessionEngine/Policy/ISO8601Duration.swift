/// Stub replaced by the policy work (same path).
public enum ISO8601Duration {
  public static func parse(_ text: String) throws(ISO8601DurationError) -> Duration {
    var rest = Substring(text.uppercased())
    guard rest.hasPrefix("PT"), let unit = rest.last,
      let value = Double(rest.dropFirst(2).dropLast())
    else { throw ISO8601DurationError(text: text) }
    rest = ""
    let seconds: Double = unit == "H" ? value * 3600 : unit == "M" ? value * 60 : value
    return .milliseconds(Int64(seconds * 1000))
  }
  public static func format(_ duration: Duration) -> String {
    "PT\(duration.wholeMilliseconds / 1000)S"
  }
}
public struct ISO8601DurationError: Error, Equatable { public var text: String }
