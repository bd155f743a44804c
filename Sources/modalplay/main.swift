// modalplay: the only place that reads a terminal or a file, writes to the screen and exits.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

if let status = LineDemo.runIfRequested() { exit(status) }  // hidden line-reader test driver
exit(Main.run(Array(CommandLine.arguments.dropFirst())))
