import FoundationEssentials
import Replay
import SessionEngine
import Strings

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
      // Nothing there yet: the report makes the file.
      if errno == ENOENT { return nil }
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

  /// Whether `text` is a report of `kind`.
  static func isReport(_ text: String, _ kind: Kind) -> Bool {
    switch kind {
    case .junit: isJUnit(text)
    case .walkthrough: isWalkthroughJSON(text) || isWalkthroughMarkdown(text)
    }
  }

  /// Whether the root element of the XML `text` is `testsuites` or `testsuite`: after an
  /// optional byte-order mark, white space, the XML declaration and comments.
  static func isJUnit(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
    while true {
      rest = rest.drop { $0.isWhitespace }
      if rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
        let end = rest.hasPrefix("<?") ? "?>" : "-->"
        guard let close = rest.firstRange(of: end) else { return false }
        rest = rest[close.upperBound...]
        continue
      }
      break
    }
    for root in ["<testsuites", "<testsuite"] where rest.hasPrefix(root) {
      let next = rest.dropFirst(root.count).first
      if next == nil || next == ">" || next == "/" || next?.isWhitespace == true { return true }
    }
    return false
  }

  /// Whether `text` is the JSON form of a walkthrough report: one object naming the walkthrough,
  /// with its steps and events.
  static func isWalkthroughJSON(_ text: String) -> Bool {
    guard let document = try? JSONDocument.parse(text) else { return false }
    let value = document.value
    return value["walkthrough"]?.stringValue != nil && value["steps"]?.arrayValue != nil
      && value["events"]?.arrayValue != nil && value["passed"]?.boolValue != nil
  }

  /// Whether `text` is the Markdown form of a walkthrough report: a `# ` title first, and the
  /// table of steps under the header the report writes in one of the phone's languages.
  static func isWalkthroughMarkdown(_ text: String) -> Bool {
    guard text.hasPrefix("# ") else { return false }
    let headers = Set(
      Language.allCases.map { StringTable(language: $0).text(.walkthroughReportColumns) })
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
    return zip(lines, lines.dropFirst()).contains { header, rule in
      headers.contains(String(header)) && rule == "|---|---|---|---|"
    }
  }
}
