import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where mamsim writes: standard output for results, standard error for usage errors.
enum StandardStreams {
  /// Puts a read-only `/dev/null` on each of standard input, output and error that the process
  /// was started without (`mamsim … >&-`), before anything opens a file.
  ///
  /// Otherwise the next file opened (a recording, the device store) would take the missing
  /// number, and what mamsim prints would be written into it. A write to the stand-in fails,
  /// so `ProcessEnd` still says that standard output could not be written.
  static func standInForClosedStreams() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      _ = open("/dev/null", O_RDONLY)
    }
  }

  /// Writes `text` and a line break to standard output.
  static func writeLine(_ text: String) {
    print(text)
  }

  /// Writes `text` as one line to standard output: each control character in it (a line
  /// break, an escape) is written as its escape, `\n` or `\u{1B}`.
  static func writeSingleLine(_ text: String) {
    writeLine(ControlEscapes.visible(text))
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
