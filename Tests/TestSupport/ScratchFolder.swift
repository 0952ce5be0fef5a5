// Only the test targets can import Testing; an optimised build of every target (`swift build -c
// release --static-swift-stdlib` without `--product`) cannot, and then this file is empty.
#if canImport(Testing)
  import Foundation
  import Testing

  /// A test trait that gives each test case a folder of its own for scratch files, removed with
  /// everything in it when the case ends, so the tests leave nothing behind in the temporary
  /// directory.
  ///
  /// Put it on a suite (`@Suite(.scratchFolder)`) or a test, and ask `ScratchFolder.path(_:)` for
  /// places inside it.
  public struct ScratchFolder: TestTrait, SuiteTrait, TestScoping {
    /// The running test case's folder, while it runs.
    @TaskLocal static var current: String?

    /// On a suite, every test in it gets its own folder.
    public var isRecursive: Bool { true }

    /// Creates the trait; tests write `.scratchFolder`.
    public init() {}

    /// Runs one test case with a fresh folder, then removes the folder.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      // A suite's own scope, or a test's before its cases: each case gets its folder below.
      guard testCase != nil else { return try await function() }
      let folder = NSTemporaryDirectory() + "mamsim-tests-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try await Self.$current.withValue(folder) { try await function() }
    }

    /// A new place named `name` plus a unique suffix inside the running test's folder; nothing
    /// is created there. Outside a test with the trait it records an issue, so a test that
    /// would leave files behind fails, and answers a place in the temporary directory.
    public static func path(
      _ name: String, fileID: String = #fileID, filePath: String = #filePath,
      line: Int = #line, column: Int = #column
    ) -> String {
      let unique = "\(name)-\(UUID().uuidString)"
      guard let current else {
        Issue.record(
          "this test writes scratch files without the .scratchFolder trait",
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
        return NSTemporaryDirectory() + unique
      }
      return current + "/" + unique
    }

    /// `path(_:)` as a file URL.
    public static func url(
      _ name: String, fileID: String = #fileID, filePath: String = #filePath,
      line: Int = #line, column: Int = #column
    ) -> URL {
      URL(
        fileURLWithPath: path(
          name, fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  extension Trait where Self == ScratchFolder {
    /// A folder of scratch files for each test case, removed when it ends.
    public static var scratchFolder: ScratchFolder { ScratchFolder() }
  }
#endif
