import FoundationEssentials
import Replay
import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `mamsim record --force` may replace the file already at a tape's name: only a tape.
///
/// A tape is an empty file, a file `mamsim record` wrote (its first line is the recorder's
/// header), or UTF-8 text of at most a tape's size that reads as a tape (at least one command
/// and no error). A symbolic link may be replaced too: the tape takes the link's place and the
/// link's target keeps its bytes. Anything else (a scenario named where `--scenario` was meant,
/// an image, notes) is never replaced, even with `--force`.
enum ReplaceableTape {
  /// The first line of every tape `mamsim record` writes.
  static let recordedHeader = "# " + RecordedTape.headerComment

  /// Why the file at `path` must not be replaced by a recorded tape, in a sentence, or nil when
  /// nothing is there or it is a tape (or a link).
  static func refusal(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard
      case .success(let data) = BoundedFile.contents(of: path, limit: TapeLimits.maximumFileBytes),
      let text = String(validating: data, as: UTF8.self)
    else { return notATape(path) }
    return isTape(text, file: path) ? nil : notATape(path)
  }

  /// Whether `text` is a tape: empty, recorded by mamsim, or read as one without error.
  static func isTape(_ text: String, file: String) -> Bool {
    if text.isEmpty || text.hasPrefix(recordedHeader) { return true }
    let (commands, diagnostics) = TapeParser.parse(text, file: file)
    return !commands.isEmpty && !diagnostics.contains(where: \.isError)
  }

  /// The refusal of the file at `path`, which is no tape.
  private static func notATape(_ path: String) -> String {
    var sentence =
      "a file is there and it is not a tape; record replaces only a tape, even with --force, so "
      + "name another file or move this one away"
    if ["json", "plist", "entitlements"].contains(TapePath.fileExtension(of: path)) {
      sentence += " (was --scenario or --settings left out before it?)"
    }
    return sentence
  }
}
