#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where mamsim writes: standard output for results, standard error for usage errors.
enum StandardStreams {
  /// Writes `text` and a line break to standard output.
  static func writeLine(_ text: String) {
    print(text)
  }

  /// Writes `text` exactly as given (no line break added) to standard output.
  static func writeText(_ text: String) {
    print(text, terminator: "")
  }

  /// Writes `text` and a line break to standard error, after flushing standard output so the two
  /// streams stay in order on a shared terminal.
  static func writeErrorLine(_ text: String) {
    fflush(nil)
    let bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        write(2, buffer.baseAddress, buffer.count)
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}
