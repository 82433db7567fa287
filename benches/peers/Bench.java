import de.nqueensfaf.impl.CpuSolver;
public class Bench {
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        int t = Integer.parseInt(a[1]);
        CpuSolver s = new CpuSolver();
        s.setN(n);
        s.setThreadCount(t);
        long t0 = System.nanoTime();
        s.start();
        long t1 = System.nanoTime();
        System.out.printf("n=%d threads=%d solutions=%d %.3f s%n", n, t, s.getSolutions(), (t1 - t0) / 1e9);
    }
}
