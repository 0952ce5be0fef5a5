import SessionEngine

/// GitHub Actions workflow commands for a tape's problems (`::error file=…,line=…::…`), so that
/// they show on the pull request's diff at the failing line.
///
/// Values are escaped as the runner expects: in the message `%`, CR and LF become `%25`, `%0D`
/// and `%0A` (other control characters their `\u{…}` escapes); in a property value `:` and `,`
/// also become `%3A` and `%2C`. GitHub places an
/// annotation by the file's path inside the repository, so paths are given relative to the
/// workspace (`GITHUB_WORKSPACE`, else the working folder) however the tape was named.
public enum GitHubAnnotations {
  /// The annotations for `result`: one per error or warning of a tape that could not be read,
  /// one for a failure (its message; the screen stays in the log); none for a tape that passed
  /// without warnings. `workspace` (absolute) is the folder paths are made relative to, and
  /// `workingFolder` (absolute) the one relative tape paths were given from.
  public static func lines(
    for result: TapeResult, workspace: String? = nil, workingFolder: String? = nil
  ) -> [String] {
    let paths = workingFolder.map { CanonicalPath(workingFolder: $0) } ?? CanonicalPath()
    let root = paths.of(workspace ?? workingFolder ?? ".")
    let place = { (file: String) in path(paths.of(file), inside: root) }
    var lines: [String] = []
    for diagnostic in result.diagnostics {
      let level = diagnostic.isError ? "error" : "warning"
      let location = diagnostic.location
      // The diagnostic without its place and level (the annotation carries both).
      let whole = location.isWholeFile
      lines.append(
        command(
          level, file: place(location.file), line: whole ? nil : location.line,
          column: whole ? nil : location.column, title: "mamsim: tape not run",
          message: diagnostic.text))
    }
    for failure in result.failures {
      lines.append(
        command(
          "error", file: place(failure.location?.file ?? result.file), line: failure.location?.line,
          column: failure.location?.column, title: "mamsim: tape failed", message: failure.message))
    }
    return lines
  }

  /// `file` (canonical) relative to `root` (canonical) when it lies inside it, else as it is: a
  /// file outside the repository has no place on a pull request's diff anyway.
  static func path(_ file: String, inside root: String) -> String {
    if root == "/" { return String(file.drop { $0 == "/" }) }
    guard file.hasPrefix(root), file.dropFirst(root.count).first == "/" else { return file }
    return String(file.dropFirst(root.count + 1))
  }

  /// One workflow command: `::level file=…,line=…,col=…,title=…::message`.
  public static func command(
    _ level: String, file: String, line: Int?, column: Int?, title: String, message: String
  ) -> String {
    var properties = ["file=" + property(file)]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=" + property(title))
    return "::\(level) \(properties.joined(separator: ","))::\(data(message))"
  }

  /// `text` escaped as a command's message. Any other control character (an escape, a bell,
  /// from a tape's name or text) is written as its escape, `\u{1B}`, as the report writes it,
  /// so that nothing a tape holds can drive the terminal or the log viewer that shows the line.
  public static func data(_ text: String) -> String {
    var output = ""
    for scalar in ControlEscapes.visible(text, keepsLineBreaks: true).unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `text` escaped as a command's property value.
  public static func property(_ text: String) -> String {
    var output = ""
    for scalar in data(text).unicodeScalars {
      switch scalar {
      case ":": output += "%3A"
      case ",": output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
