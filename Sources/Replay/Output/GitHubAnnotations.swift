/// GitHub Actions workflow commands for a tape's problems (`::error file=…,line=…::…`), so that
/// they show on the pull request's diff at the failing line.
///
/// Values are escaped as the runner expects: in the message `%`, CR and LF become `%25`, `%0D`
/// and `%0A`; in a property value `:` and `,` also become `%3A` and `%2C`.
public enum GitHubAnnotations {
  /// The annotations for `result`: one per error or warning of a tape that could not be read,
  /// one for a failure (its message; the screen stays in the log); none for a tape that passed
  /// without warnings.
  public static func lines(for result: TapeResult) -> [String] {
    var lines: [String] = []
    for diagnostic in result.diagnostics {
      let level = diagnostic.isError ? "error" : "warning"
      let location = diagnostic.location
      // The diagnostic as printed, without its location (the annotation carries that).
      let message = String(diagnostic.description.dropFirst("\(location): ".count))
      lines.append(
        command(
          level, file: location.file, line: location.line, column: location.column,
          title: "mamsim: tape not run", message: message))
    }
    for failure in result.failures {
      lines.append(
        command(
          "error", file: failure.location?.file ?? result.file, line: failure.location?.line,
          column: failure.location?.column, title: "mamsim: tape failed", message: failure.message))
    }
    return lines
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

  /// `text` escaped as a command's message.
  public static func data(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
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
