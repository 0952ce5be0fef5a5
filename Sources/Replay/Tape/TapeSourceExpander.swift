/// Replaces `Source` steps with the steps of the tapes they name, recursively, collecting the
/// diagnostics of every file and stopping cycles and runaway nesting.
struct TapeSourceExpander {
  /// Reads a file's text, `nil` when it cannot.
  let readText: (String) -> String?
  /// Every diagnostic so far, in the order met (sourced files' problems at their Source line).
  private(set) var diagnostics: [TapeDiagnostic] = []
  /// The folder each file named in locations resolves its relative paths against.
  private(set) var folders: [String: String] = [:]

  /// The steps of `text` with `Source` expanded. `identity` is the file's normalized path, `chain`
  /// the identities of the tapes that include it.
  mutating func expand(
    text: String, file: String, identity: String, folder: String, chain: [String], isMain: Bool
  ) -> [TapeStep] {
    folders[file] = folder
    let (steps, problems) = TapeParser.parse(text, file: file)
    diagnostics += problems
    let chain = chain + [identity]
    var expanded: [TapeStep] = []
    for step in steps {
      switch step.command {
      case .source(let path):
        expanded += include(path, at: step.location, folder: folder, chain: chain)
      case .output where !isMain:
        diagnostics.append(
          TapeDiagnostic(
            step.location, "Output in a sourced tape is ignored",
            hint: .note("only the tape you run names the recordings"), severity: .warning))
      default:
        expanded.append(step)
      }
    }
    return expanded
  }

  private mutating func include(
    _ path: String, at location: SourceLocation, folder: String, chain: [String]
  ) -> [TapeStep] {
    let resolved = TapePath.resolve(path, relativeTo: folder)
    if let start = chain.firstIndex(of: resolved) {
      let cycle = (chain[start...] + [resolved]).joined(separator: " → ")
      diagnostics.append(
        TapeDiagnostic(
          location, "Source \"\(path)\" would include a tape that is already being read",
          hint: .note(cycle)))
      return []
    }
    guard chain.count <= TapeLoader.maximumSourceDepth else {
      diagnostics.append(
        TapeDiagnostic(
          location,
          "Source \"\(path)\" nests tapes more than \(TapeLoader.maximumSourceDepth) deep"))
      return []
    }
    guard let text = readText(resolved) else {
      diagnostics.append(TapeDiagnostic(location, "cannot read the tape \"\(resolved)\""))
      return []
    }
    return expand(
      text: text, file: resolved, identity: resolved, folder: TapePath.folder(of: resolved),
      chain: chain, isMain: false)
  }
}
