import FoundationEssentials
import MDXEngine
import Replay
import Screens
import SessionEngine
import Strings

/// `mamsim check FILE...`: loads each file the way mamsim would use it and reports every problem.
enum CheckCommand {
  /// Checks `files`, printing each diagnostic then each file's summary; 1 if any file has an error.
  static func run(files: [String]) -> Int32 {
    var failed = false
    for path in files {
      let result = check(path)
      for line in result.lines { StandardStreams.writeLine(line) }
      StandardStreams.writeLine(result.summary)
      failed = failed || !result.passed
    }
    return failed ? ExitCode.failure : ExitCode.success
  }

  /// The check of the file at `path`, by the kind its extension or content shows.
  static func check(_ path: String) -> FileCheck {
    if let kind = CheckedFileKind.fromExtension(of: path) { return check(path, as: kind) }
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
      return FileCheck(path: path, lines: [problem.description], errors: 1, warnings: 0)
    }
    return check(path, as: CheckedFileKind.sniff(data))
  }

  /// The check of the file at `path` read as `kind`.
  static func check(_ path: String, as kind: CheckedFileKind) -> FileCheck {
    switch kind {
    case .scenario: return tally(path, VendorScenario.load(path: path).diagnostics)
    case .settings: return tally(path, SettingsLoader.load(path: path).diagnostics)
    case .mdxPolicies: return tally(path, MDXPolicyFileLoader.load(path: path).diagnostics)
    case .tape: return tally(path, TapeLoader.diagnostics(path: path))
    case .catalog:
      let data: Data
      switch BoundedFile.contents(of: path, limit: StringCatalog.maximumBytes) {
      case .success(let bytes): data = bytes
      case .failure(let failure):
        let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
        return FileCheck(path: path, lines: [problem.description], errors: 1, warnings: 0)
      }
      let read = StringCatalog.read(data, file: path)
      let hasErrors = read.diagnostics.contains { $0.severity == .error }
      let lint = hasErrors ? [] : StringCatalogLinter.diagnostics(read.catalog, file: path)
      return tally(path, read.diagnostics + lint)
    }
  }

  private static func tally(_ path: String, _ diagnostics: [Diagnostic]) -> FileCheck {
    FileCheck(
      path: path, lines: diagnostics.map(\.description),
      errors: diagnostics.count { $0.severity == .error },
      warnings: diagnostics.count { $0.severity == .warning })
  }

  private static func tally(_ path: String, _ diagnostics: [TapeDiagnostic]) -> FileCheck {
    FileCheck(
      path: path, lines: diagnostics.map(\.description),
      errors: diagnostics.count { $0.severity == .error },
      warnings: diagnostics.count { $0.severity == .warning })
  }
}
