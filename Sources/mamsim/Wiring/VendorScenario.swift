import FoundationEssentials
import MDXEngine
import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scenario of either vendor, read by that vendor's loader: the one place mamsim chooses
/// between the Intune and the Citrix MDX worlds (by the file's `"vendor"` member).
enum VendorScenario {
  /// An Intune App SDK world.
  case intune(Scenario)
  /// A Citrix MDX world.
  case citrix(MDXScenario)

  /// Loads the file at `path` with its vendor's loader: the scenario (nil when an error prevents
  /// it) and every diagnostic.
  static func load(path: String) -> (scenario: VendorScenario?, diagnostics: [Diagnostic]) {
    switch BoundedFile.contents(of: path) {
    case .success(let data): return load(data: data, file: path)
    case .failure:
      let result = ScenarioLoader.load(path: path)
      return (result.scenario.map(VendorScenario.intune), result.diagnostics)
    }
  }

  /// Loads the scenario bytes `data` (named `file` in diagnostics) with its vendor's loader.
  static func load(data: Data, file: String) -> (
    scenario: VendorScenario?, diagnostics: [Diagnostic]
  ) {
    guard let text = String(validating: data, as: UTF8.self) else {
      let result = ScenarioLoader.load(data: data, file: file)
      return (result.scenario.map(VendorScenario.intune), result.diagnostics)
    }
    let path = file
    switch vendor(of: text) {
    case .intune:
      let result = ScenarioLoader.load(text: text, file: path)
      return (result.scenario.map(VendorScenario.intune), result.diagnostics)
    case .citrix:
      let result = MDXScenarioLoader.load(text: text, file: path)
      return (result.scenario.map(VendorScenario.citrix), result.diagnostics)
    }
  }

  /// The vendor `text` declares (`ScenarioVendor.declared(in:)`), without parsing the text when
  /// it cannot name one: the member name `vendor` appears nowhere in it, not even spelled with
  /// `\u` escapes. The scenario's own loader parses the text anyway; this spares a second
  /// parse of an Intune scenario. `VendorScenarioTests` compares it with `declared(in:)`.
  static func vendor(of text: String) -> ScenarioVendor {
    let utf8 = text.utf8
    let mentionsVendor =
      utf8.withContiguousStorageIfAvailable { bytes in
        Self.contains(bytes, Array("vendor".utf8)) || Self.contains(bytes, Array("\\u".utf8))
      } ?? true
    return mentionsVendor ? ScenarioVendor.declared(in: text) : .intune
  }

  /// Whether `pattern` occurs in `bytes` (candidates for its first byte found with `memchr`).
  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
    guard let first = pattern.first, bytes.count >= pattern.count, let base = bytes.baseAddress
    else { return false }
    let last = bytes.count - pattern.count
    var index = 0
    while index <= last {
      guard let found = memchr(base + index, Int32(first), last - index + 1) else { return false }
      index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
      index += 1
    }
    return false
  }

  /// The built-in scenario of `vendor`, as JSON text.
  static func embeddedJSON(_ vendor: ScenarioVendor) -> String {
    switch vendor {
    case .intune: EmbeddedScenario.json
    case .citrix: EmbeddedMDXScenario.json
    }
  }
}
