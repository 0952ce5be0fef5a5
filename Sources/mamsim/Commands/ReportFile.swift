import FoundationEssentials
import Replay
import SessionEngine
import Strings
import Walkthrough

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A report file the user asked for (`replay --junit`, `walkthrough --report`), and the one
/// guard both commands apply before writing it: a report replaces only a report of its own kind
/// that mamsim wrote, or a name where nothing is yet.
///
/// A JUnit report is known by its root element (`testsuites`, or `testsuite`), a walkthrough
/// report by its form: the JSON object with `walkthrough`, `steps` and `events`, or the Markdown
/// table under a `# ` title whose header is the report's in one of the phone's languages.
/// Anything else at the name (a tape forgotten after `--junit`, a scenario, a folder, a device)
/// is refused with a sentence naming the file and saying how to go on, and so is a name that is
/// one of the command's own input files. A symbolic link may be replaced: the report takes the
/// link's place and its target keeps its bytes, as with every output. A stream — a name under
/// `/dev/` or `/proc/` (`--junit /dev/stdout`, as CI jobs write), or one that leads to a pipe,
/// a terminal or another device — is written into, after what mamsim printed, and never
/// replaced: replacing `/dev/stdout` would break every later program.
struct ReportFile {
  /// What the report is.
  enum Kind: Equatable, Sendable {
    /// The JUnit XML of `replay --junit`.
    case junit
    /// The Markdown or JSON report of `walkthrough --report`.
    case walkthrough

    /// The report's name in sentences.
    var name: String {
      switch self {
      case .junit: "JUnit report"
      case .walkthrough: "walkthrough report"
      }
    }
  }

  /// The largest file looked into to tell whether it is a report (64 MiB); a larger one is not
  /// replaced.
  static let readLimit = 64 << 20

  /// The kind of report.
  let kind: Kind
  /// The file it goes to, as the user wrote it.
  let path: String
  /// The option that named it (`--junit`), for the sentence saying how to go on.
  let option: String

  /// Why the report must not be written to `path`, in one line to print, or nil when it may:
  /// nothing is there yet, or a report of this kind is. `inputs` are the files the command reads
  /// (the tapes to play, the scenario): the report may be none of them.
  func refusal(inputs: [String]) -> String? {
    if isStream { return nil }
    let paths = CanonicalPath()
    let target = paths.of(path)
    if let input = inputs.first(where: { paths.of($0) == target }) {
      return refused(
        "it is \(input == path ? "" : "the same file as \(input), ")one of the files this "
          + "command reads", fix: "give \(option) another file name")
    }
    var status = stat()
    guard lstat(path, &status) == 0 else {
      // Nothing there yet: the report makes the file, in a folder that must be there (said
      // now, before any tape plays or the walkthrough takes the terminal).
      if errno == ENOENT {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
          return refused(
            "its folder \(folder) does not exist",
            fix: "create the folder first, or give \(option) a file in one that exists")
        }
        return nil
      }
      return refused(
        "mamsim cannot look into it: \(String(cString: strerror(errno)).lowercased())",
        fix: "give \(option) another file name")
    }
    let type = status.st_mode & S_IFMT
    // A symbolic link is replaced by the report, its target untouched (`OutputFile`): nothing
    // the user has is lost.
    if type == S_IFLNK { return nil }
    if type == S_IFDIR {
      return refused("it is a folder", fix: "give \(option) a file name in it")
    }
    guard type == S_IFREG else {
      return refused("it is not a regular file", fix: "give \(option) another file name")
    }
    let fix = "give \(option) another file name, or remove the file first"
    switch BoundedFile.contents(of: path, limit: Self.readLimit) {
    case .failure(let failure):
      return refused("mamsim cannot tell whether it is a report: \(failure)", fix: fix)
    case .success(let data):
      let text = String(decoding: data, as: UTF8.self)
      if Self.isReport(text, kind) { return nil }
      var sentence = "it is not a \(kind.name) mamsim wrote"
      if Self.looksLikeInput(path) {
        sentence += " (was the report's name left out after \(option)?)"
      }
      return refused(sentence, fix: fix)
    }
  }

  /// Whether the report goes into a stream rather than a file of its own: a name under
  /// `/dev/` or `/proc/`, or one (through links) to anything but a regular file or a folder.
  var isStream: Bool {
    // A name there, or a link (through links) into there: `/proc/self/fd/1` leads to a
    // regular file when standard output is redirected, and is still the stream.
    var name = path
    for _ in 0..<40 {
      if name.hasPrefix("/dev/") || name.hasPrefix("/proc/") { return true }
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: name) else {
        break
      }
      name = target.hasPrefix("/") ? target : TapePath.folder(of: name) + "/" + target
    }
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// Writes `text` as the report: into the stream (appended, once what mamsim printed is
  /// flushed), or as a file replacing what is at the name (`OutputFile.replace`).
  func save(_ text: String) -> Result<Void, OutputFile.Failure> {
    guard isStream else { return OutputFile.replace(at: path, with: text) }
    fflush(nil)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(OutputFile.Failure(reason: OutputFile.reason(errno)))
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        return .failure(OutputFile.Failure(reason: OutputFile.reason(errno)))
      }
      offset += written
    }
    return .success(())
  }

  /// `mamsim: will not write the … to PATH: why; how to go on`.
  private func refused(_ why: String, fix: String) -> String {
    "mamsim: will not write the \(kind.name) to \(path): \(why); \(fix)"
  }

  /// Whether `path` is named like a file mamsim reads (a tape, a scenario, a plist).
  private static func looksLikeInput(_ path: String) -> Bool {
    ["tape", "json", "plist", "entitlements"].contains(TapePath.fileExtension(of: path))
  }

  /// Whether `text` is a report of `kind`, as the format's writer recognizes its own output.
  static func isReport(_ text: String, _ kind: Kind) -> Bool {
    switch kind {
    case .junit: JUnitReport.isReport(text)
    case .walkthrough: WalkthroughReport.isReport(text)
    }
  }
}
