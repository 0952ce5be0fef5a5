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
/// link's place and its target keeps its bytes, as with every output.
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
