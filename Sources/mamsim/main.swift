#if canImport(Glibc)
  import Glibc
#endif

exit(MamsimCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
