#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment, read straight from the C `environ` list.
///
/// The interactive emulator reads its environment once at start; this does it without setting
/// up FoundationEssentials' `ProcessInfo` (a measurable part of the time to the first frame).
enum ProcessEnvironment {
  /// Every `NAME=value` entry of the environment; for a name given twice, the first wins, as
  /// `getenv` reads it. Entries without `=` are skipped.
  static func current() -> [String: String] {
    var result: [String: String] = [:]
    let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = start else { return result }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if result[name] == nil {
          result[name] = String(text[text.utf8.index(after: equals)...])
        }
      }
      entry += 1
    }
    return result
  }
}
