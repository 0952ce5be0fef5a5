import FoundationEssentials

/// Reads and writes the files a tape run touches (recordings, screenshots, snapshots).
enum TapeFiles {
  /// The text of the file at `path`, or `nil` when it cannot be read as UTF-8.
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(validating: data, as: UTF8.self)
  }

  /// Writes `text` to `path`, creating its folder; the error says what went wrong, or `nil`.
  static func write(_ text: String, to path: String) -> String? {
    do {
      let folder = TapePath.folder(of: path)
      if folder != "." {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return "cannot write \(path): \(error)"
    }
  }
}
