// Preloaded into the Next.js processes the launcher starts (NODE_OPTIONS=--require): when the process that
// started this one disappears without stopping it (killed with -9), this one stops itself the way a SIGTERM
// would, instead of serving on as an orphan that holds the port.
const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }
}, 500);
timer.unref();
