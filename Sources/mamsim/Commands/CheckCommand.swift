import FoundationEssentials
import MDXEngine
import Replay
import Screens
import SessionEngine
import Strings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mamsim check FILE...`: loads each file the way mamsim would use it and reports every problem.
enum CheckCommand {
  /// Checks `files`, printing each diagnostic then each file's summary; 1 if any file has an error.
  static func run(files: [String]) -> Int32 {
    run(CheckOptions(files: files))
  }

  /// Checks the files of `options` (with the integration steps when entitlements are named),
  /// printing lines, GitHub annotations too, or one JSON document.
  static func run(_ options: CheckOptions) -> Int32 {
    var checks: [FileCheck] = []
    for path in options.files {
      for result in Self.checks(path, options: options) {
        checks.append(result)
        if options.json { continue }
        // A file's name may hold a line break: each diagnostic stays one line, so that no part
        // of it is read as a line of its own (a GitHub workflow command, with --github).
        for line in result.lines { StandardStreams.writeSingleLine(line) }
        if options.github {
          for line in CheckOutput.annotations(result) { StandardStreams.writeLine(line) }
        }
        StandardStreams.writeSingleLine(result.summary)
      }
    }
    if options.json { StandardStreams.writeLine(CheckOutput.json(checks)) }
    return checks.allSatisfy(\.passed) ? ExitCode.success : ExitCode.failure
  }

  /// The checks of `path` under `options`: the integration steps for an app's Info.plist (those
  /// of keychain sharing when entitlements are named, which then get a check of their own) and
  /// for an `.entitlements` file, else `check(_:)`. The file is read once, so a pipe is checked
  /// as a file is.
  static func checks(_ path: String, options: CheckOptions) -> [FileCheck] {
    let kind = CheckedFileKind.fromExtension(of: path)
    if kind == .entitlements {
      // `check App.entitlements --entitlements Info.plist`: checked alone, the Info.plist
      // would go unchecked without a word.
      if let other = options.entitlementsPath, other != path, IntegrationFileCheck.isAppInfo(other)
      {
        let swapped = StringTable(language: options.language).text(.checkFilesSwapped, other)
        return [tally(path, [Diagnostic(.error, file: path, keyPath: "", message: swapped)])]
      }
      return [IntegrationFileCheck.entitlementsAlone(path, options)]
    }
    guard kind == .settings || kind == nil else { return [check(path)] }
    // Read once: a pipe (`<(…)`, `/dev/stdin`) gives its bytes only once, and every check
    // below reads these.
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
      return [tally(path, [problem])]
    }
    let isSettings = kind == .settings || (kind == nil && CheckedFileKind.sniff(data) == .settings)
    guard isSettings else { return [check(path, data: data)] }
    // An entitlements file named .plist (as Xamarin and .NET MAUI projects name it) is checked
    // as one, not as settings that lack every IntuneMAMSettings key.
    if holdsEntitlements(data, file: path) {
      return [IntegrationFileCheck.entitlementsAlone(path, options, data: data)]
    }
    if options.entitlementsPath != nil || IntegrationFileCheck.isAppInfo(data, file: path) {
      return IntegrationFileCheck.pair(
        info: path, data: data, entitlements: options.entitlementsPath, options)
    }
    return [check(data, file: path, as: .settings)]
  }

  /// The check of the file at `path`, by the kind its extension or content shows (an `.xml`
  /// file is never a tape). A pipe or a device (`mamsim check <(…)`, `/dev/stdin`) is read
  /// once and checked from what it gave: a second read would find it empty.
  static func check(_ path: String) -> FileCheck {
    let named = CheckedFileKind.fromExtension(of: path)
    let regular = isRegularFile(path)
    if let named, regular || named == .entitlements { return check(path, as: named) }
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): return check(path, data: bytes)
    case .failure(let failure):
      let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
      return tally(path, [problem])
    }
  }

  /// The check of the file at `path` whose bytes `data` were read, by the kind its extension
  /// or content shows (an `.xml` file is never a tape).
  private static func check(_ path: String, data: Data) -> FileCheck {
    var kind = CheckedFileKind.fromExtension(of: path) ?? CheckedFileKind.sniff(data)
    if kind == .tape, CheckedFileKind.isXMLName(path) { kind = .mdxPolicies }
    return isRegularFile(path) ? check(path, as: kind) : check(data, file: path, as: kind)
  }

  /// Whether the property list `data` (read from `file`) is an entitlements file by its keys
  /// (`IntegrationConfigurator.isEntitlements`); false when it cannot be read as one.
  private static func holdsEntitlements(_ data: Data, file: String) -> Bool {
    guard case .success(let document) = PlistDocument.read(data: data, file: file) else {
      return false
    }
    return IntegrationConfigurator.isEntitlements(document)
  }

  /// Whether `path` names a regular file (through links); false for a pipe, a device, a
  /// folder or nothing.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The check of `data`, read once from `file` (a pipe), as `kind`.
  private static func check(_ data: Data, file: String, as kind: CheckedFileKind) -> FileCheck {
    switch kind {
    case .scenario: return tally(file, VendorScenario.load(data: data, file: file).diagnostics)
    case .settings: return tally(file, SettingsLoader.load(data: data, file: file).diagnostics)
    case .mdxPolicies:
      return tally(file, MDXPolicyFileLoader.load(data: data, file: file, alone: true).diagnostics)
    case .catalog: return tally(file, catalogDiagnostics(data, file: file))
    case .tape:
      switch UTF8Text.decode(data) {
      case .success(let text):
        // Relative paths in it are read from where mamsim runs.
        return tally(file, TapeLoader.diagnostics(text: text, file: file, folder: "."))
      case .failure(let problem):
        let diagnostic = Diagnostic(
          .error, file: file, line: problem.line, keyPath: "",
          message: "the tape is not UTF-8 text: " + problem.text)
        return tally(file, [diagnostic])
      }
    case .entitlements: return check(file, as: kind)
    }
  }

  /// The check of the file at `path` read as `kind`.
  static func check(_ path: String, as kind: CheckedFileKind) -> FileCheck {
    switch kind {
    case .scenario: return tally(path, VendorScenario.load(path: path).diagnostics)
    case .settings: return tally(path, SettingsLoader.load(path: path).diagnostics)
    case .mdxPolicies:
      return tally(path, MDXPolicyFileLoader.load(path: path, alone: true).diagnostics)
    case .tape: return tally(path, TapeLoader.diagnostics(path: path))
    case .entitlements:
      return IntegrationFileCheck.entitlementsAlone(path, CheckOptions(files: [path]))
    case .catalog:
      let data: Data
      switch BoundedFile.contents(of: path, limit: StringCatalog.maximumBytes) {
      case .success(let bytes): data = bytes
      case .failure(let failure):
        let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
        return tally(path, [problem])
      }
      return tally(path, catalogDiagnostics(data, file: path))
    }
  }

  /// Every problem of the String Catalog `data` read from `file`: what the reader found, then
  /// what the linter finds in the rest. A catalog the reader could not read as JSON
  /// gives only that error (no key was read, so none is missing); otherwise a value it could not
  /// read hides nothing else.
  static func catalogDiagnostics(_ data: Data, file: String) -> [Diagnostic] {
    let read = StringCatalog.read(data, file: file)
    let unread = read.catalog.entries.isEmpty && read.diagnostics.contains { $0.severity == .error }
    let lint = unread ? [] : StringCatalogLinter.diagnostics(read.catalog, file: file)
    return read.diagnostics + lint
  }

  /// The check of `path` made of `diagnostics`.
  static func tally(_ path: String, _ diagnostics: [Diagnostic]) -> FileCheck {
    FileCheck(
      path: path, lines: diagnostics.map(\.description),
      errors: diagnostics.count { $0.severity == .error },
      warnings: diagnostics.count { $0.severity == .warning }, diagnostics: diagnostics)
  }

  private static func tally(_ path: String, _ diagnostics: [TapeDiagnostic]) -> FileCheck {
    let plain = diagnostics.map { diagnostic in
      let location = diagnostic.location
      var plain = Diagnostic(
        diagnostic.isError ? .error : .warning, file: location.file,
        line: location.isWholeFile ? nil : location.line, keyPath: "", message: diagnostic.text)
      plain.column = location.isWholeFile ? nil : location.column
      return plain
    }
    return FileCheck(
      path: path, lines: diagnostics.map(\.description),
      errors: diagnostics.count { $0.severity == .error },
      warnings: diagnostics.count { $0.severity == .warning }, diagnostics: plain)
  }
}
